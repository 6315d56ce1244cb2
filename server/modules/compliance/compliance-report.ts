import { annualReportsOf, missingItems } from '#contracts/content/disclosure-completeness.ts';
import {
  schoolInformationSections,
  type FieldSpec,
  type SchoolInformation,
} from '#contracts/content/school-information.ts';
import { expiryWarningDays, type Compliance } from '#contracts/compliance.ts';
import { academicYearLabel, academicYearOf } from '#contracts/academic-year.ts';

const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

function expiring(info: SchoolInformation, today: string): Compliance['expiring'] {
  const fields: readonly FieldSpec[] = schoolInformationSections.documents.fields;
  return fields.flatMap((field) => {
    const validUntil = (info.sections.documents as Record<string, unknown>)[field.key];
    if (!field.key.endsWith('ValidUntil') || typeof validUntil !== 'string' || !validUntil)
      return [];
    const daysLeft = daysBetween(today, validUntil);
    if (daysLeft > expiryWarningDays) return [];
    const document = fields.find((each) => each.key === field.partOf);
    return [
      {
        key: field.key,
        label: document?.label ?? field.label,
        validUntil,
        daysLeft,
        expired: daysLeft < 0,
        fixTab: 'school-information' as const,
      },
    ];
  });
}

/**
 * The annual report of the academic year that ended in March is due on the website by
 * 15 September (decision 0015): the deadline shown is that report's, due until then and overdue
 * after it until the report is linked.
 */
function deadlines(info: SchoolInformation, today: string): Compliance['deadlines'] {
  const start = academicYearOf(today);
  const year = academicYearLabel(start - 1);
  const due = `${start}-09-15`;
  const published = annualReportsOf(info).some((report) => report.year === year);
  return [
    {
      label: `Annual report ${year} on the website`,
      due,
      status: published ? 'done' : today > due ? 'overdue' : 'due',
      fixTab: 'school-information',
    },
  ];
}

/**
 * CBSE's norms, computed from section D: at most 30 pupils a teacher, at least 1.5 teachers a
 * section. Not met while a figure they need is not given yet: the check names it.
 */
function checks(info: SchoolInformation): Compliance['checks'] {
  const { students, teachers, classSections } = info.sections.staff;
  const ratio = (a: number | null, b: number | null) =>
    a === null || b === null ? null : b > 0 ? Math.round((a / b) * 100) / 100 : Infinity;
  const pupilsPerTeacher = ratio(students, teachers);
  const teachersPerSection = ratio(teachers, classSections);
  const shown = (value: number) => (Number.isFinite(value) ? String(value) : 'not computable');
  const notGiven = (figures: Record<string, number | null>) =>
    `not given yet (${Object.entries(figures)
      .filter(([, value]) => value === null)
      .map(([label]) => label)
      .join(', ')})`;
  return [
    {
      label: 'Pupil–teacher ratio',
      figure:
        pupilsPerTeacher === null
          ? notGiven({ 'Students enrolled': students, Teachers: teachers })
          : `${shown(pupilsPerTeacher)} : 1 (${students} students, ${teachers} teachers)`,
      rule: 'At most 30 : 1',
      ok: pupilsPerTeacher !== null && pupilsPerTeacher <= 30,
      fixTab: 'school-information',
    },
    {
      label: 'Teachers per section',
      figure:
        teachersPerSection === null
          ? notGiven({ Teachers: teachers, 'Class sections': classSections })
          : `${shown(teachersPerSection)} (${teachers} teachers, ${classSections} sections)`,
      rule: 'At least 1.5',
      ok:
        teachersPerSection !== null &&
        Number.isFinite(teachersPerSection) &&
        teachersPerSection >= 1.5,
      fixTab: 'school-information',
    },
  ];
}

export function complianceReport(
  info: SchoolInformation,
  today: string,
  links: Compliance['brokenLinks'],
): Compliance {
  return {
    today,
    missing: missingItems(info).map((item) => ({ ...item, fixTab: 'school-information' as const })),
    expiring: expiring(info, today),
    brokenLinks: links,
    deadlines: deadlines(info, today),
    checks: checks(info),
  };
}
