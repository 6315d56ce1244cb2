import { z } from '../zod.ts';
import { formatAddress, schoolIdentity } from '../school-identity.ts';
import { disclosureSchema } from './disclosures.ts';
import { isCalendarDate } from './fields.ts';

/**
 * The School Information tab of /mandatory-disclosure, laid out like CBSE's mandatory public
 * disclosure (Appendix IX of the affiliation bye-laws): sections A to E and the important dates.
 * Each section is one database row; its fields are described once here, and the zod schema,
 * the public page and the admin form are all built from these descriptions.
 */

const textMaxLength = 500;

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
  // Shown as a link on the public page, so only web addresses: never javascript: or data:.
  url: (label: string) =>
    z
      .string(`${label} must be text.`)
      .trim()
      .max(textMaxLength, `${label} must be at most ${textMaxLength} characters.`)
      .refine(
        (value) => value === '' || /^https?:\/\/[^\s]+$/i.test(value),
        `${label} must be a web address starting with https:// (or empty).`,
      )
      .default(''),
  count: (label: string) =>
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
  document: () => z.uuid('Choose one of the uploaded documents.').nullable().default(null),
};

export type FieldKind = keyof typeof fieldSchemas;
export type FieldSpec = { readonly key: string; readonly label: string; readonly kind: FieldKind };

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
      {
        key: 'affiliationLetter',
        label: 'Affiliation/upgradation letter and recent extension of affiliation',
        kind: 'document',
      },
      {
        key: 'trustRegistration',
        label: 'Society/trust registration and renewal certificate',
        kind: 'document',
      },
      {
        key: 'noc',
        label: 'No objection certificate (NOC) issued by the State Government',
        kind: 'document',
      },
      {
        key: 'rteRecognition',
        label: 'Recognition certificate under the RTE Act, 2009, and its renewal',
        kind: 'document',
      },
      {
        key: 'buildingSafety',
        label: 'Building safety certificate as per the National Building Code',
        kind: 'document',
      },
      { key: 'fireSafety', label: 'Fire safety certificate', kind: 'document' },
      {
        key: 'deoCertificate',
        label: 'DEO certificate submitted for affiliation, or self-certification',
        kind: 'document',
      },
      {
        key: 'waterHealthSanitation',
        label: 'Water, health and sanitation certificates',
        kind: 'document',
      },
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
      {
        key: 'boardResultsX',
        label: 'Class X board examination results of the last three years',
        kind: 'document',
      },
      {
        key: 'boardResultsXII',
        label: 'Class XII board examination results of the last three years',
        kind: 'document',
      },
    ],
  },
  staff: {
    title: 'D. Staff (Faculty Information)',
    fields: [
      { key: 'teachers', label: 'Teachers', kind: 'count' },
      { key: 'administrative', label: 'Administrative staff', kind: 'count' },
      { key: 'nonTeaching', label: 'Non-teaching staff', kind: 'count' },
      { key: 'peons', label: 'Peons', kind: 'count' },
      { key: 'groupFour', label: 'G4 staff', kind: 'count' },
      { key: 'sweepers', label: 'Sweepers', kind: 'count' },
      { key: 'teacherSectionRatio', label: 'Teacher-section ratio', kind: 'text' },
      { key: 'specialEducator', label: 'Special educator', kind: 'text' },
      { key: 'counsellor', label: 'Counsellor and wellness teacher', kind: 'text' },
    ],
  },
  infrastructure: {
    title: 'E. School Infrastructure and Facilities',
    fields: [
      { key: 'campusArea', label: 'Total campus area', kind: 'text' },
      { key: 'classrooms', label: 'Number of classrooms', kind: 'count' },
      { key: 'classroomSize', label: 'Size of classrooms', kind: 'text' },
      { key: 'labs', label: 'Laboratories, including computer labs', kind: 'text' },
      { key: 'internet', label: 'Internet facility', kind: 'text' },
      { key: 'girlsToilets', label: 'Toilets for girls', kind: 'count' },
      { key: 'boysToilets', label: 'Toilets for boys', kind: 'count' },
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

type FieldSchema<K extends FieldKind> = ReturnType<(typeof fieldSchemas)[K]>;
type SectionShape<F extends readonly FieldSpec[]> = {
  [P in F[number] as P['key']]: FieldSchema<P['kind']>;
};

function sectionSchema<const F extends readonly FieldSpec[]>(fields: F) {
  const shape = Object.fromEntries(
    fields.map((field) => [field.key, fieldSchemas[field.kind](field.label)]),
  );
  return z.object(shape as SectionShape<F>);
}

const { general, documents, academics, staff, infrastructure, dates } = schoolInformationSections;

/** The body of PUT /api/school-information/{section}: the whole section, replaced at once. */
export const sectionSchemas = {
  general: sectionSchema(general.fields),
  documents: sectionSchema(documents.fields),
  academics: sectionSchema(academics.fields),
  staff: sectionSchema(staff.fields),
  infrastructure: sectionSchema(infrastructure.fields),
  dates: sectionSchema(dates.fields).refine((value) => value.admissionEnd >= value.admissionStart, {
    path: ['admissionEnd'],
    message: 'Admissions close must not be before admissions open.',
  }),
};

export type SectionData = { [S in SectionId]: z.output<(typeof sectionSchemas)[S]> };

/** What a fresh site shows: the original site's values and the school's identity; documents not yet linked. */
export const schoolInformationDefaults: SectionData = {
  general: {
    schoolName: schoolIdentity.name,
    affiliationNumber: schoolIdentity.affiliationNumber,
    schoolCode: schoolIdentity.schoolCode,
    address: formatAddress(),
    principalName: 'Dr. Meera Sharma',
    principalQualification: 'M.Sc., M.Ed., Ph.D. (Education)',
    email: schoolIdentity.emails.office,
    phone: schoolIdentity.phones.join(', '),
  },
  documents: {
    affiliationLetter: null,
    trustRegistration: null,
    noc: null,
    rteRecognition: null,
    buildingSafety: null,
    fireSafety: null,
    deoCertificate: null,
    waterHealthSanitation: null,
  },
  academics: {
    feeStructure: null,
    academicCalendar: null,
    smcList: null,
    ptaList: null,
    boardResultsX: null,
    boardResultsXII: null,
  },
  staff: {
    teachers: 48,
    administrative: 6,
    nonTeaching: 5,
    peons: 5,
    groupFour: 14,
    sweepers: 2,
    teacherSectionRatio: '1.5 : 1',
    specialEducator: 'One full-time special educator (B.Ed. Special Education)',
    counsellor: 'One full-time counsellor and wellness teacher (M.A. Psychology)',
  },
  infrastructure: {
    campusArea: '16,200 sq m (4 acres)',
    classrooms: 40,
    classroomSize: '46 sq m each',
    labs: 'Physics, chemistry, biology, mathematics and two computer labs, 60 sq m each',
    internet: 'Yes: 100 Mbps fibre and campus-wide Wi-Fi',
    girlsToilets: 18,
    boysToilets: 18,
    inspectionVideo: '',
  },
  dates: {
    academicSession: '2025-26',
    sessionStart: '2025-04-01',
    admissionStart: '2024-11-15',
    admissionEnd: '2025-06-15',
    examinationSchedule:
      'Half-yearly examinations in September 2025; annual examinations in February and March 2026',
  },
};

/** Shown in the RTI footnote until an admin first saves a section (the original site's date). */
export const defaultLastUpdated = '2024-05-01';

export const schoolInformationSchema = z.object({
  sections: z.object(sectionSchemas),
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
