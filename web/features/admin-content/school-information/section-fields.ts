import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';
import type { Disclosure } from '#contracts/content/disclosures.ts';
import {
  attesters,
  schoolInformationSections,
  type FieldSpec,
  type ResultRow,
  type SchoolInformation,
  type SectionId,
} from '#contracts/content/school-information.ts';
import type { Field } from '#web/components/forms/field-spec.ts';
import { textOf } from '#web/features/admin-content/shared/form-data.ts';
import { schoolToday } from '#web/lib/school-date.ts';

/** The contract's kinds that are one plain field, as the admin draws them (field-spec.ts). */
const plainKinds = {
  text: 'text',
  email: 'email',
  url: 'url',
  number: 'number',
  date: 'date',
  optionalDate: 'date',
} as const;

/** Years offered for annual reports besides those already linked: this one and the four before. */
const annualReportYearsOffered = 5;

/** The annual reports' years in the form, newest first: recent years and every year linked. */
export function annualReportYears(info: SchoolInformation, today = schoolToday()): string[] {
  const current = academicYearOf(today);
  const recent = Array.from({ length: annualReportYearsOffered }, (_, back) =>
    academicYearLabel(current - back),
  );
  const linked = Object.keys(info.sections.academics.annualReports);
  return [...new Set([...recent, ...linked])].sort().reverse();
}

/** One form field an academic year: `annualReports.2025-26`. */
const annualReportName = (key: string, year: string) => `${key}.${year}`;

/** Board results are typed one year a line: "2024-25, 120, 118, remarks". */
const resultsHint =
  'One year a line: year, registered, passed, remarks (e.g. 2024-25, 120, 118, All passed with distinction)';

function resultsText(rows: ResultRow[]): string {
  return rows
    .map((row) => [row.year, row.registered, row.passed, row.remarks].filter(String).join(', '))
    .join('\n');
}

/** The lines as the server expects them; a line it cannot read is sent as typed and refused there. */
export function parseResults(text: string): unknown[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [year = '', registered = '', passed = '', ...remarks] = line.split(',');
      return {
        year: year.trim(),
        registered: Number(registered),
        passed: Number(passed),
        remarks: remarks.join(',').trim(),
      };
    });
}

/**
 * The admin form's fields of one section, in the vocabulary of every admin form: a document is
 * chosen from the uploaded disclosures, where "Not yet published" is a choice like the others.
 */
export function sectionFields(
  section: SectionId,
  documents: Disclosure[],
  info: SchoolInformation,
): Field[] {
  const options = [
    { value: '', label: 'Not yet published' },
    ...documents.map((document) => ({
      value: document.id,
      label: `${document.title || document.originalName} (${document.originalName})`,
    })),
  ];
  return schoolInformationSections[section].fields.flatMap((field: FieldSpec): Field | Field[] => {
    switch (field.kind) {
      case 'annualReports':
        return annualReportYears(info).map((year) => ({
          key: annualReportName(field.key, year),
          label: `Annual report ${year}`,
          kind: 'select',
          options,
        }));
      case 'document':
        return {
          key: field.key,
          label: field.label,
          kind: 'select',
          options,
        };
      case 'attester':
        return {
          key: field.key,
          label: field.label,
          kind: 'select',
          options: [
            { value: '', label: 'Not yet attested' },
            ...attesters.map((who) => ({ value: who, label: `${who} and Principal` })),
          ],
        };
      case 'results':
        return {
          key: field.key,
          label: field.label,
          kind: 'textarea',
          optional: true,
          hint: resultsHint,
        };
      default:
        return {
          key: field.key,
          label: field.label,
          kind: plainKinds[field.kind],
          optional: field.kind === 'url' || field.kind === 'optionalDate',
          ...(field.kind === 'url' && { hint: 'A web address starting with https://' }),
        };
    }
  });
}

/** Current values as the form shows them; a link to a document since deleted shows as none. */
export function sectionFormValues(
  info: SchoolInformation,
  section: SectionId,
  documents: Disclosure[],
): Record<string, string> {
  const data = info.sections[section] as Record<string, unknown>;
  const knownId = (value: unknown) =>
    documents.some((item) => item.id === value) ? String(value) : '';
  return Object.fromEntries(
    schoolInformationSections[section].fields.flatMap((field: FieldSpec) => {
      const value = data[field.key];
      if (field.kind === 'annualReports')
        return annualReportYears(info).map((year) => [
          annualReportName(field.key, year),
          knownId((value as Record<string, string>)[year]),
        ]);
      if (field.kind === 'results') return [[field.key, resultsText(value as ResultRow[])]];
      if (field.kind === 'document') return [[field.key, knownId(value)]];
      return [[field.key, value === null ? '' : String(value)]];
    }),
  );
}

/** The years whose select has a document chosen. */
function annualReportsBody(key: string, data: FormData): Record<string, string> {
  const prefix = annualReportName(key, '');
  return Object.fromEntries(
    [...data.keys()]
      .filter((name) => name.startsWith(prefix) && textOf(data, name))
      .map((name) => [name.slice(prefix.length), textOf(data, name)]),
  );
}

/** The JSON body of PUT /api/school-information/{section}; the server checks every value. */
export function sectionBody(section: SectionId, data: FormData): Record<string, unknown> {
  return Object.fromEntries(
    schoolInformationSections[section].fields.map((field: FieldSpec) => {
      if (field.kind === 'annualReports') return [field.key, annualReportsBody(field.key, data)];
      const text = textOf(data, field.key);
      if (field.kind === 'document') return [field.key, text || null];
      if (field.kind === 'results') return [field.key, parseResults(text)];
      if (field.kind === 'number') return [field.key, text.trim() === '' ? null : Number(text)];
      return [field.key, text];
    }),
  );
}
