import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import type { Step } from '#web/components/ui/steps.tsx';

export const admissionMeta = {
  title: 'Admission Guidelines and Procedure',
  description: `Admission to ${schoolIdentity.name}, a ${schoolIdentity.board} school in ${schoolIdentity.city}: age criteria by class as on 31 March, documents to bring and the steps from registration to the first day.`,
  path: '/guidelines-procedures',
};

/** The session admissions are open for; the age cut-off is 31 March of its first year. */
export const admissionSession = { label: '2025-26', startYear: 2025 } as const;

export const admissionHero = {
  eyebrow: 'Admissions',
  title: 'Admission Guidelines and Procedure',
  lead: `Admissions for session ${admissionSession.label} are open from Nursery to Class IX and Class XI, subject to seats being available. Registration is online; the steps below explain what happens next.`,
  image: schoolImages.campusGate,
};

export type AgeRule = { className: string; minimumAge: number | null; note?: string };

/** Minimum completed age on 31 March of the session year, by class. */
export const ageRules: readonly AgeRule[] = [
  { className: 'Nursery', minimumAge: 3 },
  { className: 'Jr. KG', minimumAge: 4 },
  { className: 'Sr. KG', minimumAge: 5 },
  {
    className: 'Class I',
    minimumAge: 6,
    note: 'As required by the National Education Policy 2020.',
  },
  { className: 'Class II', minimumAge: 7 },
  { className: 'Class III', minimumAge: 8 },
  { className: 'Class IV', minimumAge: 9 },
  { className: 'Class V', minimumAge: 10 },
  { className: 'Class VI', minimumAge: 11 },
  { className: 'Class VII', minimumAge: 12 },
  { className: 'Class VIII', minimumAge: 13 },
  { className: 'Class IX', minimumAge: 14 },
  {
    className: 'Class XI',
    minimumAge: null,
    note: 'Pass in Class X from CBSE or an equivalent board; stream allotted on merit.',
  },
];

const formatDate = (day: number, month: string, year: number) => `${day} ${month} ${year}`;

/** Dates of birth that give exactly `minimumAge` completed years on 31 March of `sessionYear`. */
export function birthDateRange(minimumAge: number, sessionYear: number): string {
  const latestYear = sessionYear - minimumAge;
  return `${formatDate(1, 'April', latestYear - 1)} to ${formatDate(31, 'March', latestYear)}`;
}

export const ageNotes: readonly string[] = [
  'Age is counted in completed years on 31 March of the year the session begins.',
  'The date of birth must match the birth certificate; it cannot be changed after admission.',
  'Admission to Classes X and XII is considered only on transfer, as permitted by CBSE rules.',
  '25% of the seats at the entry level are reserved for children from economically weaker sections and disadvantaged groups under Section 12(1)(c) of the RTE Act, 2009, through the Chhattisgarh government’s online process.',
];

export const admissionDocuments: readonly string[] = [
  'Birth certificate issued by the municipal body or registrar of births (all classes).',
  'Four recent passport-size photographs of the child and one of each parent.',
  'Aadhaar card or other identity proof of the parents; the child’s Aadhaar or APAAR ID, if issued.',
  'Proof of residence: electricity bill, rent agreement or passport.',
  'Report card of the last class passed (Class II onwards).',
  'Transfer Certificate from the previous school (Class II onwards), countersigned by the District Education Officer if the school is outside Chhattisgarh and not affiliated to CBSE.',
  'Caste or EWS certificate, where applicable.',
  'Immunisation record and a short medical fitness note from a registered doctor.',
];

export const admissionSteps: readonly Step[] = [
  {
    title: 'Register online',
    text: 'Fill in the online registration form with the child’s and parents’ details. You will receive a registration number by e-mail.',
  },
  {
    title: 'Visit and interaction',
    text: 'We invite the family to see the campus. Children up to Sr. KG have an informal play-based interaction with a teacher; from Class I onwards there is a short, friendly assessment in English, Mathematics and, for Class IX and XI, Science.',
  },
  {
    title: 'Document verification',
    text: 'Bring the original documents listed below, with one photocopy of each, to the admissions office. Originals are returned after checking.',
  },
  {
    title: 'Offer of admission',
    text: 'The school confirms the offer by e-mail, usually within a week of the interaction. Seats are offered in the order of registration where applicants are otherwise equal.',
  },
  {
    title: 'Fee payment and confirmation',
    text: 'Pay the admission fee and the first quarter’s fees within 7 days of the offer to confirm the seat. The admission number, book list and uniform details are then shared.',
  },
  {
    title: 'Orientation',
    text: 'New families are invited to an orientation before the session starts to meet the class teacher and learn how the school day works.',
  },
];

export const admissionPeriod = {
  title: 'Admission period',
  text: `Registration for session ${admissionSession.label} runs from 15 November 2024 to 15 June 2025, or until seats are filled. Admission to classes with seats free during the session is considered case by case.`,
};
