import type { Disclosure } from '#contracts/content/disclosures.ts';
import {
  attesters,
  schoolInformationSections,
  type FieldSpec,
  type ResultRow,
  type SchoolInformation,
  type SectionId,
} from '#contracts/content/school-information.ts';
import type {
  SelectFieldConfig,
  TextFieldConfig,
} from '#web/features/admin-content/shared/content-kind.ts';
import { textOf } from '#web/features/admin-content/shared/form-data.ts';

const inputTypes = {
  text: 'text',
  email: 'email',
  url: 'url',
  count: 'number',
  date: 'date',
  optionalDate: 'date',
  year: 'text',
} as const;

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

/** The admin form's fields of one section: a document is chosen from the uploaded disclosures. */
export function sectionFieldConfigs(
  section: SectionId,
  documents: Disclosure[],
): Array<TextFieldConfig | SelectFieldConfig> {
  const options = [
    { value: '', label: 'Not yet published' },
    ...documents.map((document) => ({
      value: document.id,
      label: `${document.title || document.originalName} (${document.originalName})`,
    })),
  ];
  return schoolInformationSections[section].fields.map(
    (field: FieldSpec): TextFieldConfig | SelectFieldConfig => {
      switch (field.kind) {
        case 'document':
          return {
            name: field.key,
            label: field.label,
            type: 'select',
            options,
            defaultValue: '',
            required: false,
          };
        case 'attester':
          return {
            name: field.key,
            label: field.label,
            type: 'select',
            options: [
              { value: '', label: 'Not yet attested' },
              ...attesters.map((who) => ({ value: who, label: `${who} and Principal` })),
            ],
            defaultValue: '',
            required: false,
          };
        case 'results':
          return {
            name: field.key,
            label: field.label,
            type: 'textarea',
            required: false,
            hint: resultsHint,
          };
        default:
          return {
            name: field.key,
            label: field.label,
            type: inputTypes[field.kind],
            required: !['url', 'optionalDate', 'year'].includes(field.kind),
            ...(field.kind === 'url' && { hint: 'A web address starting with https://' }),
            ...(field.kind === 'year' && { hint: 'For example 2025-26' }),
          };
      }
    },
  );
}

/** Current values as the form shows them; a link to a document since deleted shows as none. */
export function sectionFormValues(
  info: SchoolInformation,
  section: SectionId,
  documents: Disclosure[],
): Record<string, string> {
  const data = info.sections[section] as Record<string, unknown>;
  return Object.fromEntries(
    schoolInformationSections[section].fields.map((field: FieldSpec) => {
      const value = data[field.key];
      if (field.kind === 'results') return [field.key, resultsText(value as ResultRow[])];
      const known = field.kind !== 'document' || documents.some((item) => item.id === value);
      return [field.key, value === null || !known ? '' : String(value)];
    }),
  );
}

/** The JSON body of PUT /api/school-information/{section}; the server checks every value. */
export function sectionBody(section: SectionId, data: FormData): Record<string, unknown> {
  return Object.fromEntries(
    schoolInformationSections[section].fields.map((field: FieldSpec) => {
      const text = textOf(data, field.key);
      if (field.kind === 'document') return [field.key, text || null];
      if (field.kind === 'results') return [field.key, parseResults(text)];
      if (field.kind === 'count') return [field.key, text.trim() === '' ? null : Number(text)];
      return [field.key, text];
    }),
  );
}
