import { schoolIdentity } from '#contracts/school-identity.ts';
import type { Step } from '#web/components/ui/steps.tsx';

export const issuedTcsMeta = {
  title: 'Issued Transfer Certificates',
  description: `Verify a Transfer Certificate issued by ${schoolIdentity.name}: enter the TC number and the student’s date of birth to see when and for which class it was issued.`,
  path: '/view-issued-tcs',
};

export const verificationSteps: readonly Step[] = [
  {
    title: 'Enter the certificate’s details',
    text: 'Type the TC number printed at the top right of the certificate and the student’s date of birth, then press Verify.',
  },
  {
    title: 'Compare the answer',
    text: 'A genuine certificate shows its date of issue and class; they must match the certificate in your hands.',
  },
  {
    title: 'Ask the office when in doubt',
    text: `For a formal confirmation, e-mail ${schoolIdentity.emails.office} with the subject “TC verification” and a scan of the certificate. The office replies within 3 working days.`,
  },
];

export const tcNotes: readonly string[] = [
  'The check answers only the date of issue and the class, never the student’s name, and only to someone who has the certificate’s number and the student’s date of birth.',
  'Up to 20 lookups per connection every 10 minutes.',
  'A certificate that does not verify should be treated as unverified until the office confirms it.',
];
