import { schoolIdentity } from '#contracts/school-identity.ts';
import type { Step } from '#web/components/ui/steps.tsx';

export const issuedTcsMeta = {
  title: 'Issued Transfer Certificates',
  description: `Verify a Transfer Certificate issued by ${schoolIdentity.name}: the list of recently issued TC numbers with class, date of issue and reason, and how to request verification by e-mail.`,
  path: '/view-issued-tcs',
};

export type IssuedTc = { number: string; className: string; issuedOn: string; reason: string };

/** Published by the school office. Students' names are not published, to protect their privacy. */
export const issuedTcsUpdated = '30 June 2025';

export const issuedTcs: readonly IssuedTc[] = [
  {
    number: `${schoolIdentity.abbreviation}/TC/2025-26/014`,
    className: 'Class VII',
    issuedOn: '27 June 2025',
    reason: 'Parent’s transfer of job',
  },
  {
    number: `${schoolIdentity.abbreviation}/TC/2025-26/013`,
    className: 'Class III',
    issuedOn: '20 June 2025',
    reason: 'Family relocating to another city',
  },
  {
    number: `${schoolIdentity.abbreviation}/TC/2025-26/012`,
    className: 'Class XI',
    issuedOn: '12 June 2025',
    reason: 'Change of stream',
  },
  {
    number: `${schoolIdentity.abbreviation}/TC/2025-26/011`,
    className: 'Class V',
    issuedOn: '30 May 2025',
    reason: 'Admission to a residential school',
  },
  {
    number: `${schoolIdentity.abbreviation}/TC/2025-26/010`,
    className: 'Class X',
    issuedOn: '23 May 2025',
    reason: 'Passed Class X',
  },
  {
    number: `${schoolIdentity.abbreviation}/TC/2025-26/009`,
    className: 'Class X',
    issuedOn: '23 May 2025',
    reason: 'Passed Class X',
  },
  {
    number: `${schoolIdentity.abbreviation}/TC/2025-26/008`,
    className: 'Sr. KG',
    issuedOn: '16 May 2025',
    reason: 'Family relocating to another city',
  },
  {
    number: `${schoolIdentity.abbreviation}/TC/2025-26/007`,
    className: 'Class VIII',
    issuedOn: '9 May 2025',
    reason: 'Parent’s transfer of job',
  },
  {
    number: `${schoolIdentity.abbreviation}/TC/2025-26/006`,
    className: 'Class II',
    issuedOn: '25 April 2025',
    reason: 'Closer to home',
  },
  {
    number: `${schoolIdentity.abbreviation}/TC/2025-26/005`,
    className: 'Class VI',
    issuedOn: '17 April 2025',
    reason: 'Parent’s request',
  },
];

export const verificationSteps: readonly Step[] = [
  {
    title: 'Check the number',
    text: 'Find the TC number printed at the top right of the certificate in the table above. The class and date of issue must match the certificate.',
  },
  {
    title: 'Write to the school office',
    text: `For a formal confirmation, e-mail ${schoolIdentity.emails.office} with the subject “TC verification”, the TC number, the date of issue, the student’s name and a scan or photo of the certificate.`,
  },
  {
    title: 'Receive the confirmation',
    text: 'The office replies from its official address within 3 working days, confirming whether the certificate was issued by this school and whether its details match our records.',
  },
];

export const tcNotes: readonly string[] = [
  'The list shows certificates issued in the current session. Older certificates can be verified by e-mail in the same way.',
  'Students’ names are not published, to protect their privacy. They are confirmed only to the school or parent asking for verification.',
  'A certificate whose number does not appear here, or whose details do not match, should be treated as unverified until the office confirms it.',
];
