import {
  academicYearLabel,
  academicYearOf,
  admissionSessionStart,
} from '#contracts/academic-year.ts';
import { z } from '../zod.ts';
import type { FieldAbout } from '../field-about.ts';
import type { SchoolSettings } from '../school-settings.ts';
import { formatAddress } from '../school-profile.ts';
import { disclosureSchema } from './disclosures.ts';
import { isCalendarDate } from './fields.ts';
import { isWebLink } from './links.ts';

/**
 * The School Information tab of /mandatory-disclosure, laid out like CBSE's mandatory public
 * disclosure (Appendix IX of the affiliation bye-laws): sections A to E and the important dates.
 * Each section is one database row; its fields are described once here, and the zod schema,
 * the public page and the admin form are all built from these descriptions.
 */

const textMaxLength = 500;
/** Twenty years of annual reports: more than a school keeps on its website. */
const maxAnnualReports = 20;

/** Who signs the copies of the documents together with the Principal. */
export const attesters = ['Chairman', 'Manager', 'Secretary'] as const;

export const resultRowSchema = z
  .object({
    year: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}$/, 'Year must look like 2024-25.'),
    registered: z.number().int().min(1, 'Registered must be at least 1.').max(10_000),
    passed: z.number().int().min(0, 'Passed cannot be negative.').max(10_000),
    remarks: z.string().trim().max(200, 'Remarks must be at most 200 characters.').default(''),
  })
  .refine((row) => row.passed <= row.registered, {
    path: ['passed'],
    message: 'Passed cannot be more than registered.',
  });
export type ResultRow = z.output<typeof resultRowSchema>;

/** Pass percentage with one decimal, as CBSE's result tables show it. */
export const passPercent = (row: ResultRow) =>
  Math.round((row.passed / row.registered) * 1000) / 10;

const fieldSchemas = {
  text: (label: string) =>
    z
      .string(`${label} is required.`)
      .trim()
      .min(1, `${label} is required.`)
      .max(textMaxLength, `${label} must be at most ${textMaxLength} characters.`),
  email: (label: string) =>
    z
      .string(`${label} is required.`)
      .trim()
      .min(1, `${label} is required.`)
      .max(254, `${label} must be at most 254 characters.`)
      .pipe(z.email(`${label} must be a valid e-mail address.`)),
  // Shown as a link on the public page: the site's rule for links (links.ts), another site only.
  url: (label: string) =>
    z
      .string(`${label} must be text.`)
      .trim()
      .max(textMaxLength, `${label} must be at most ${textMaxLength} characters.`)
      .refine(
        (value) => value === '' || isWebLink(value),
        `${label} must be a web address starting with https:// (or empty).`,
      ),
  number: (label: string) =>
    z
      .number(`${label} must be a number.`)
      .int(`${label} must be a whole number.`)
      .min(0, `${label} cannot be negative.`)
      .max(100_000, `${label} must be at most 100,000.`),
  date: (label: string) =>
    z
      .string(`${label} is required.`)
      .trim()
      .refine(isCalendarDate, `${label} must be a real date in the form YYYY-MM-DD.`),
  /** The id of an uploaded disclosure document, or null while the document is not published. */
  document: () => z.uuid('Choose one of the uploaded documents.').nullable(),
  /** Who attested a document besides the Principal (Appendix IX asks for both signatures). */
  attester: (label: string) =>
    z.enum(['', ...attesters], `${label} must be one of ${attesters.join(', ')}.`),
  /** A date that may be left empty until it is known (attestation, validity). */
  optionalDate: (label: string) =>
    z
      .string(`${label} must be text.`)
      .trim()
      .refine(
        (value) => value === '' || isCalendarDate(value),
        `${label} must be a real date in the form YYYY-MM-DD (or empty).`,
      ),
  /**
   * One annual report an academic year: the year (2025-26) to the id of its uploaded disclosure
   * document. CBSE wants each year's report on the website before 15 September.
   */
  annualReports: (label: string) =>
    z
      .record(
        z.string().regex(/^\d{4}-\d{2}$/, `${label}: a year must look like 2025-26.`),
        z.uuid(`${label}: choose one of the uploaded documents.`),
        `${label} must map years to documents.`,
      )
      .refine(
        (reports) => Object.keys(reports).length <= maxAnnualReports,
        `${label}: at most ${maxAnnualReports} years.`,
      ),
  /** Board results, one row a year (Appendix IX C asks for the last three years). */
  results: (label: string) =>
    z
      .array(resultRowSchema, `${label} must be a list of years.`)
      .max(10, `${label}: at most 10 years.`),
};

export type FieldKind = keyof typeof fieldSchemas;
/** A field of a section, described in the words of every admin form's fields (field-about.ts). */
export type FieldSpec = FieldAbout & {
  readonly kind: FieldKind;
  /** An attestation or validity field belongs to the document field of this key. */
  readonly partOf?: string;
};

/** A document's attestation fields; certificates that lapse also carry the date they are valid until. */
function documentFields<const K extends string, const L extends string>(
  key: K,
  label: L,
  lapses = false,
) {
  return [
    { key, label, kind: 'document' },
    { key: `${key}AttestedBy`, label: `${label}: attested by`, kind: 'attester', partOf: key },
    { key: `${key}AttestedOn`, label: `${label}: attested on`, kind: 'optionalDate', partOf: key },
    ...(lapses
      ? ([
          {
            key: `${key}ValidUntil`,
            label: `${label}: valid until`,
            kind: 'optionalDate',
            partOf: key,
          },
        ] as const)
      : []),
  ] as const;
}

export const schoolInformationSections = {
  general: {
    title: 'A. General Information',
    fields: [
      { key: 'schoolName', label: 'Name of the school', kind: 'text' },
      { key: 'affiliationNumber', label: 'Affiliation number', kind: 'text' },
      { key: 'schoolCode', label: 'School code', kind: 'text' },
      { key: 'address', label: 'Complete address with PIN code', kind: 'text' },
      { key: 'principalName', label: 'Principal', kind: 'text' },
      { key: 'principalQualification', label: 'Principal’s qualification', kind: 'text' },
      { key: 'email', label: 'School e-mail', kind: 'email' },
      { key: 'phone', label: 'Contact numbers', kind: 'text' },
    ],
  },
  documents: {
    title: 'B. Documents and Information',
    fields: [
      ...documentFields(
        'affiliationLetter',
        'Affiliation/upgradation letter and recent extension of affiliation',
      ),
      ...documentFields('trustRegistration', 'Society/trust registration and renewal certificate'),
      ...documentFields('noc', 'No objection certificate (NOC) issued by the State Government'),
      ...documentFields(
        'rteRecognition',
        'Recognition certificate under the RTE Act, 2009, and its renewal',
      ),
      ...documentFields(
        'buildingSafety',
        'Building safety certificate as per the National Building Code',
        true,
      ),
      ...documentFields('fireSafety', 'Fire safety certificate', true),
      ...documentFields(
        'deoCertificate',
        'DEO certificate submitted for affiliation, or self-certification',
      ),
      ...documentFields('waterHealthSanitation', 'Water, health and sanitation certificates', true),
    ],
  },
  academics: {
    title: 'C. Results and Academics',
    fields: [
      { key: 'feeStructure', label: 'Fee structure of the school', kind: 'document' },
      { key: 'academicCalendar', label: 'Annual academic calendar', kind: 'document' },
      {
        key: 'smcList',
        label: 'List of School Management Committee (SMC) members',
        kind: 'document',
      },
      {
        key: 'ptaList',
        label: 'List of Parent Teacher Association (PTA) members',
        kind: 'document',
      },
      { key: 'resultsX', label: 'Class X board examination results', kind: 'results' },
      { key: 'resultsXII', label: 'Class XII board examination results', kind: 'results' },
      { key: 'annualReports', label: 'Annual reports', kind: 'annualReports' },
    ],
  },
  staff: {
    title: 'D. Staff (Faculty Information)',
    fields: [
      { key: 'teachers', label: 'Teachers', kind: 'number' },
      { key: 'pgt', label: 'Post-graduate teachers (PGT)', kind: 'number' },
      { key: 'tgt', label: 'Trained graduate teachers (TGT)', kind: 'number' },
      { key: 'prt', label: 'Primary teachers (PRT)', kind: 'number' },
      { key: 'students', label: 'Students enrolled', kind: 'number' },
      { key: 'classSections', label: 'Class sections', kind: 'number' },
      { key: 'administrative', label: 'Administrative staff', kind: 'number' },
      { key: 'nonTeaching', label: 'Non-teaching staff', kind: 'number' },
      { key: 'peons', label: 'Peons', kind: 'number' },
      { key: 'groupFour', label: 'G4 staff', kind: 'number' },
      { key: 'sweepers', label: 'Sweepers', kind: 'number' },
      { key: 'teacherSectionRatio', label: 'Teacher-section ratio', kind: 'text' },
      { key: 'specialEducator', label: 'Special educator', kind: 'text' },
      { key: 'counsellor', label: 'Counsellor and wellness teacher', kind: 'text' },
      {
        key: 'teacherList',
        label: 'List of teachers with their qualifications',
        kind: 'document',
      },
    ],
  },
  infrastructure: {
    title: 'E. School Infrastructure and Facilities',
    fields: [
      { key: 'campusAreaSqM', label: 'Total campus area (square metres)', kind: 'number' },
      { key: 'classrooms', label: 'Number of classrooms', kind: 'number' },
      { key: 'classroomSizeSqM', label: 'Size of each classroom (square metres)', kind: 'number' },
      { key: 'labs', label: 'Laboratories, including computer labs', kind: 'text' },
      { key: 'internet', label: 'Internet facility', kind: 'text' },
      { key: 'girlsToilets', label: 'Toilets for girls', kind: 'number' },
      { key: 'boysToilets', label: 'Toilets for boys', kind: 'number' },
      { key: 'inspectionVideo', label: 'Video of the school inspection', kind: 'url' },
    ],
  },
  dates: {
    title: 'Important Dates',
    fields: [
      { key: 'academicSession', label: 'Academic session', kind: 'text' },
      { key: 'sessionStart', label: 'Session begins', kind: 'date' },
      { key: 'admissionStart', label: 'Admissions open', kind: 'date' },
      { key: 'admissionEnd', label: 'Admissions close', kind: 'date' },
      { key: 'examinationSchedule', label: 'Examination schedule', kind: 'text' },
    ],
  },
} as const satisfies Record<string, { title: string; fields: readonly FieldSpec[] }>;

export type SectionId = keyof typeof schoolInformationSections;
export const sectionIds = Object.keys(schoolInformationSections) as SectionId[];

/**
 * A section as it reads before staff save it (and a row saved before a field existed): a text
 * not given yet is empty and a count is null. Saving still needs every text and count
 * (`fieldSchemas`): "not given" is what a new school starts from, never what staff send.
 */
const readFieldSchemas = {
  ...fieldSchemas,
  text: (label: string) => fieldSchemas.text(label).or(z.literal('')),
  email: (label: string) => fieldSchemas.email(label).or(z.literal('')),
  number: (label: string) => fieldSchemas.number(label).nullable(),
};

type FieldSchemas = { [K in FieldKind]: (label: string) => z.ZodType };
type SectionShape<F extends readonly FieldSpec[], M extends FieldSchemas> = {
  [P in F[number] as P['key']]: ReturnType<M[P['kind']]>;
};

function sectionSchema<const F extends readonly FieldSpec[], M extends FieldSchemas>(
  fields: F,
  kinds: M,
) {
  const shape = Object.fromEntries(
    fields.map((field) => [field.key, kinds[field.kind](field.label)]),
  );
  return z.object(shape as SectionShape<F, M>);
}

const { general, documents, academics, staff, infrastructure, dates } = schoolInformationSections;

/** Every field of each section, as staff save it. */
const sectionShapes = {
  general: sectionSchema(general.fields, fieldSchemas),
  documents: sectionSchema(documents.fields, fieldSchemas),
  academics: sectionSchema(academics.fields, fieldSchemas),
  staff: sectionSchema(staff.fields, fieldSchemas),
  infrastructure: sectionSchema(infrastructure.fields, fieldSchemas),
  dates: sectionSchema(dates.fields, fieldSchemas),
};

/** Every field of each section, as the public page and the admin form read it. */
const readShapes = {
  general: sectionSchema(general.fields, readFieldSchemas),
  documents: sectionSchema(documents.fields, readFieldSchemas),
  academics: sectionSchema(academics.fields, readFieldSchemas),
  staff: sectionSchema(staff.fields, readFieldSchemas),
  infrastructure: sectionSchema(infrastructure.fields, readFieldSchemas),
  dates: sectionSchema(dates.fields, readFieldSchemas),
};

const admissionsInOrder = {
  check: (value: { admissionStart: string; admissionEnd: string }) =>
    value.admissionEnd >= value.admissionStart,
  params: {
    path: ['admissionEnd'],
    message: 'Admissions close must not be before admissions open.',
  },
};

/** A whole section: what is stored, checked again after an update is merged into it. */
export const sectionSchemas = {
  ...sectionShapes,
  dates: sectionShapes.dates.refine(admissionsInOrder.check, admissionsInOrder.params),
};

/** A whole section as read: a stored row over the defaults, where a value may be not given yet. */
export const sectionReadSchemas = {
  ...readShapes,
  dates: readShapes.dates.refine(admissionsInOrder.check, admissionsInOrder.params),
};

/**
 * The body of PUT /api/school-information/{section}: the fields to change. A field left out
 * keeps its stored value (no field has a default here): the admin form sends every field of
 * its section, and an empty `{}` from anyone else changes nothing instead of resetting the
 * section to the defaults (it wiped the demo's results tables). The merged section is checked
 * whole by sectionSchemas (school-information-service.ts), so a section is saved with every
 * text and count given.
 */
export const sectionUpdateSchemas = {
  general: sectionShapes.general.partial(),
  documents: sectionShapes.documents.partial(),
  academics: sectionShapes.academics.partial(),
  staff: sectionShapes.staff.partial(),
  infrastructure: sectionShapes.infrastructure.partial(),
  dates: sectionShapes.dates.partial(),
};

/** A section as read: a count not given yet is null, a text not given yet empty. */
export type SectionData = { [S in SectionId]: z.output<(typeof sectionReadSchemas)[S]> };
/** A section as saved: every text and count given. */
export type SavedSection = { [S in SectionId]: z.output<(typeof sectionSchemas)[S]> };
export type SectionUpdate = { [S in SectionId]: z.output<(typeof sectionUpdateSchemas)[S]> };

/** What the General section takes from the school's settings until staff save it. */
export type DisclosureSchool = Pick<
  SchoolSettings,
  'name' | 'affiliationNumber' | 'schoolCode' | 'address' | 'emails' | 'phones'
>;

/**
 * The General section before staff save it: the school's name, numbers and contacts as its
 * settings say (decision 0027), so a school set up once need not type them again; the Principal
 * is not in the settings and is not given until staff save the section. Empty while there are
 * no settings.
 */
export function generalDefaults(school: DisclosureSchool | undefined): SectionData['general'] {
  return {
    schoolName: school?.name ?? '',
    affiliationNumber: school?.affiliationNumber ?? '',
    schoolCode: school?.schoolCode ?? '',
    address: school ? formatAddress(school) : '',
    principalName: '',
    principalQualification: '',
    email: school?.emails.office ?? '',
    phone: school?.phones.join(', ') ?? '',
  };
}

/** What a field holds until staff give it: no document, no results, no figure, no text. */
function notGiven(kind: FieldKind): unknown {
  if (kind === 'document' || kind === 'number') return null;
  if (kind === 'results') return [];
  if (kind === 'annualReports') return {};
  return '';
}

function notGivenSection<S extends SectionId>(section: S): SectionData[S] {
  const fields: readonly FieldSpec[] = schoolInformationSections[section].fields;
  return Object.fromEntries(
    fields.map((field) => [field.key, notGiven(field.kind)]),
  ) as SectionData[S];
}

/**
 * What a new school's other sections read until staff save them: nothing given, so the public
 * page says so and the compliance report lists each item. No school starts with another's
 * figures (the demo school's are saved as its rows, server/demo/demo-school-information.ts).
 * The General section follows the school's settings (`generalDefaults`), the important dates
 * the academic year (`defaultDatesOn`).
 */
export const schoolInformationDefaults: Omit<SectionData, 'dates' | 'general'> = {
  documents: notGivenSection('documents'),
  academics: notGivenSection('academics'),
  staff: notGivenSection('staff'),
  infrastructure: notGivenSection('infrastructure'),
};

/**
 * The important dates of the academic year `today` (YYYY-MM-DD) falls in, in the original site's
 * pattern (half-yearly examinations in September, annual ones in February and March), until
 * staff save their own. The admission period is the one open or coming (15 November to 15 June
 * before the session it admits to), never one that has already closed.
 */
export function defaultDatesOn(today: string): SectionData['dates'] {
  const year = academicYearOf(today);
  const admitsTo = admissionSessionStart(today);
  return {
    academicSession: academicYearLabel(year),
    sessionStart: `${year}-04-01`,
    admissionStart: `${admitsTo - 1}-11-15`,
    admissionEnd: `${admitsTo}-06-15`,
    examinationSchedule: `Half-yearly examinations in September ${year}; annual examinations in February and March ${year + 1}`,
  };
}

/** Every section's defaults on `today`, the General one from the school's settings. */
export const schoolInformationDefaultsOn = (
  today: string,
  school?: DisclosureSchool,
): SectionData => ({
  general: generalDefaults(school),
  ...schoolInformationDefaults,
  dates: defaultDatesOn(today),
});

export const schoolInformationSchema = z.object({
  sections: z.object(sectionReadSchemas),
  /** The disclosure documents the sections link to and that still exist. */
  documents: z.array(disclosureSchema),
  /** ISO time of the latest save of any section; null while every section has its default. */
  updatedAt: z.string().nullable(),
});
export type SchoolInformation = z.infer<typeof schoolInformationSchema>;

export const schoolInformationSavedSchema = z.object({
  message: z.string(),
  data: schoolInformationSchema,
});
