import { academicYearLabel } from '#contracts/academic-year.ts';
import { richTextOf, type PageInput, type RichInline } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

const { name, board, city, emails, phones, admissionUrl } = schoolIdentity;

/**
 * The session admissions are for: registration for a session runs from 15 November before it
 * to 15 June of its first year, so after 15 June it is the next one.
 */
export function admissionSessionStart(today: string): number {
  const year = Number(today.slice(0, 4));
  return today.slice(5) <= '06-15' ? year : year + 1;
}

/** Minimum completed age on 31 March of the session's first year, by class (null: see note). */
const ageRules: { className: string; minimumAge: number | null; note?: string }[] = [
  { className: 'Nursery', minimumAge: 3 },
  { className: 'Jr. KG', minimumAge: 4 },
  { className: 'Sr. KG', minimumAge: 5 },
  { className: 'Class I', minimumAge: 6 },
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

/** Dates of birth that give exactly `minimumAge` completed years on 31 March of `sessionYear`. */
function birthDateRange(minimumAge: number, sessionYear: number): string {
  const latestYear = sessionYear - minimumAge;
  return `1 April ${latestYear - 1} to 31 March ${latestYear}`;
}

const link = (text: string, href: string): RichInline => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs: { href } }],
});
const plain = (text: string): RichInline => ({ type: 'text', text });

/** Admission guidelines for the session open at `today` (the age table's dates follow from it). */
export function guidelinesProceduresPage(today: string): PageInput {
  const startYear = admissionSessionStart(today);
  const session = academicYearLabel(startYear);
  const applyNow = { label: 'Apply Now', to: admissionUrl, external: true } as const;
  return {
    slug: 'guidelines-procedures',
    title: 'Admission Guidelines and Procedure',
    description: `Admission to ${name}, a ${board} school in ${city}: age criteria by class as on 31 March, documents to bring and the steps from registration to the first day.`,
    hero: {
      eyebrow: 'Admissions',
      title: 'Admission Guidelines and Procedure',
      lead: `Admissions for session ${session} are open from Nursery to Class IX and Class XI, subject to seats being available. Registration is online; the steps below explain what happens next.`,
      image: schoolImages.campusGate,
      actions: [{ ...applyNow, variant: 'accent' }],
    },
    sections: [
      {
        type: 'section',
        id: 'age-criteria',
        title: 'Age criteria',
        intro: `Minimum age for each class on 31 March ${startYear}, for session ${session}.`,
        tone: 'plain',
        blocks: [
          {
            type: 'columns',
            main: [
              {
                type: 'table',
                caption: `Age criteria for session ${session}`,
                hideCaption: true,
                columns: ['Class', `Age on 31 March ${startYear}`, 'Date of birth between'],
                rows: ageRules.map((rule) =>
                  rule.minimumAge === null
                    ? [rule.className, 'See note', rule.note ?? '']
                    : [
                        rule.className,
                        `${rule.minimumAge}+ years`,
                        birthDateRange(rule.minimumAge, startYear),
                      ],
                ),
              },
            ],
            side: [
              {
                type: 'aside',
                title: 'Please note',
                doc: {
                  type: 'doc',
                  content: [
                    {
                      type: 'bulletList',
                      content: [
                        'Age is counted in completed years on 31 March of the year the session begins.',
                        'The date of birth must match the birth certificate; it cannot be changed after admission.',
                        'Admission to Classes X and XII is considered only on transfer, as permitted by CBSE rules.',
                        '25% of the seats at the entry level are reserved for children from economically weaker sections and disadvantaged groups under Section 12(1)(c) of the RTE Act, 2009, through the Chhattisgarh government’s online process.',
                      ].map((note) => ({
                        type: 'listItem',
                        content: [{ type: 'paragraph', content: [plain(note)] }],
                      })),
                    },
                  ],
                },
              },
            ],
          },
        ],
      },
      {
        type: 'section',
        id: 'admission-procedure',
        title: 'Admission procedure',
        intro: `Registration for session ${session} runs from 15 November ${startYear - 1} to 15 June ${startYear}, or until seats are filled. Admission to classes with seats free during the session is considered case by case.`,
        tone: 'muted',
        blocks: [
          {
            type: 'steps',
            items: [
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
            ],
          },
        ],
      },
      {
        type: 'section',
        id: 'documents',
        title: 'Documents to bring',
        tone: 'plain',
        blocks: [
          {
            type: 'columns',
            main: [
              {
                type: 'cards',
                minWidth: '18rem',
                pointStyle: 'check',
                items: [
                  {
                    title: 'Checklist of documents',
                    points: [
                      'Birth certificate issued by the municipal body or registrar of births (all classes).',
                      'Four recent passport-size photographs of the child and one of each parent.',
                      'Aadhaar card or other identity proof of the parents; the child’s Aadhaar or APAAR ID, if issued.',
                      'Proof of residence: electricity bill, rent agreement or passport.',
                      'Report card of the last class passed (Class II onwards).',
                      'Transfer Certificate from the previous school (Class II onwards), countersigned by the District Education Officer if the school is outside Chhattisgarh and not affiliated to CBSE.',
                      'Caste or EWS certificate, where applicable.',
                      'Immunisation record and a short medical fitness note from a registered doctor.',
                    ],
                  },
                ],
              },
            ],
            side: [
              {
                type: 'aside',
                title: 'Questions about admission?',
                doc: {
                  type: 'doc',
                  content: [
                    {
                      type: 'paragraph',
                      content: [
                        plain('Write to '),
                        link(emails.admissions, `mailto:${emails.admissions}`),
                        plain(' or call '),
                        link(phones[0], `tel:${phones[0].replace(/\s+/g, '')}`),
                        plain(' on weekdays between 9:00 AM and 3:00 PM.'),
                      ],
                    },
                    ...richTextOf(['Campus tours run Monday to Saturday; walk-ins are welcome.'])
                      .content,
                  ],
                },
              },
            ],
          },
        ],
      },
    ],
    cta: {
      title: 'Ready to apply?',
      text: `Registration for session ${session} takes about ten minutes. Keep the child’s birth certificate and a photograph at hand.`,
      actions: [
        { ...applyNow, variant: 'light' },
        { label: 'See the fee structure', to: '/fee-structure', variant: 'outlineLight' },
      ],
    },
  };
}
