import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';

export const withdrawalPolicyPage: PageInput = {
  slug: 'withdrawal-policy',
  title: 'Withdrawal Policy',
  description: `How to withdraw a student from ${schoolIdentity.name}: one month's written notice, settling fees and dues, and how and when the Transfer Certificate (TC) is issued.`,
  hero: {
    eyebrow: 'Admissions · Policies',
    title: 'Withdrawal Policy',
    lead: 'We are sorry to see a student leave, and we make the process simple and predictable. Please read the notice period and fee rules below before you apply.',
  },
  sections: [
    {
      type: 'section',
      id: 'at-a-glance',
      title: 'At a glance',
      tone: 'plain',
      blocks: [
        {
          type: 'keyFacts',
          items: [
            {
              label: 'Notice period',
              value: '1 month',
              note: 'Written notice before the last day of attendance.',
            },
            {
              label: 'TC issued within',
              value: '7 working days',
              note: 'After all dues are cleared and the application is complete.',
            },
            {
              label: 'End-of-session notice',
              value: 'By 28 February',
              note: 'For students leaving when the session closes on 31 March.',
            },
            {
              label: 'TC fee',
              value: 'None',
              note: 'The first copy of the Transfer Certificate is free.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'the-rules-in-detail',
      title: 'The rules in detail',
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          pointStyle: 'check',
          items: [
            {
              title: 'Notice period',
              points: [
                'Parents give at least one month’s notice in writing, on the withdrawal form or by e-mail from the registered address.',
                'If less notice is given, one month’s tuition fee is charged in lieu of notice.',
                'Notice for students leaving at the end of the session must reach the office by 28 February; after that date the first quarter’s tuition of the next session is payable.',
                'Transport can be stopped separately with one month’s written notice.',
              ],
            },
            {
              title: 'Fee settlement',
              points: [
                'Tuition is payable for the full quarter in which the student leaves.',
                'The admission fee and annual charges are not refundable once the session has begun.',
                'Fees paid in advance for later quarters are refunded in full by bank transfer within 30 days.',
                'Library books, the identity card and any school property must be returned, or their cost is adjusted.',
              ],
            },
            {
              title: 'Transfer Certificate (TC)',
              points: [
                'The TC is issued in the format prescribed by CBSE, signed by the Principal and bearing the school seal.',
                'It is ready within 7 working days once the application is complete and the no-dues slip is signed.',
                'The TC is handed only to a parent or guardian on record, who signs for it, or sent by registered post on request.',
                'Every TC issued is listed by number on the Issued TCs page so that a new school can verify it.',
              ],
            },
            {
              title: 'Other documents',
              points: [
                'The latest report card and a character certificate are given with the TC on request.',
                'A duplicate TC, marked “Duplicate”, is issued on a written application with an affidavit if the original is lost.',
                'Students of Classes IX to XII registered with CBSE have their registration details transferred as per CBSE rules.',
                'APAAR ID and academic records are updated so the new school can continue them.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'how-to-withdraw-your-child',
      title: 'How to withdraw your child',
      tone: 'plain',
      blocks: [
        {
          type: 'steps',
          items: [
            {
              title: 'Give written notice',
              text: `Fill in the withdrawal form at the school office, or write to ${schoolIdentity.emails.office} from your registered e-mail address, giving the last day of attendance and the reason for leaving.`,
            },
            {
              title: 'Clear all dues',
              text: 'The accounts office confirms the fee position; return library books, the identity card and any school property to receive the no-dues slip.',
            },
            {
              title: 'Collect the TC',
              text: 'The Transfer Certificate, the report card and any certificates you asked for are ready within 7 working days.',
            },
            {
              title: 'Refund, if any',
              text: 'Fees paid in advance for later quarters are returned to your bank account within 30 days.',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Need to verify a TC?',
    text: 'Schools and parents can check any Transfer Certificate we have issued against the published list.',
    actions: [
      {
        label: 'View issued TCs',
        to: '/view-issued-tcs',
      },
      {
        label: 'Fee structure',
        to: '/fee-structure',
      },
    ],
  },
};
