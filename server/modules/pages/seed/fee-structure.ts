import { richTextOf, type PageInput, type RichDoc } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';

const transportNote: RichDoc = {
  type: 'doc',
  content: [
    ...richTextOf([
      'Routes beyond 15 km are arranged only where enough families share a route. To start or stop transport, give the office one month’s notice in writing.',
    ]).content,
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'Buses, routes and safety rules',
          marks: [{ type: 'link', attrs: { href: '/transport-facilities' } }],
        },
      ],
    },
  ],
};

/** The fee structure, first written for `session` (the academic year the page is created in). */
export const feeStructurePage = (session: string): PageInput => ({
  slug: 'fee-structure',
  title: `Fee Structure ${session}`,
  description: `School fees at ${schoolIdentity.name} for session ${session}: admission fee, tuition per quarter and annual charges for Pre-Primary, Primary, Middle and Secondary, transport fees by distance, payment schedule and concessions.`,
  hero: {
    eyebrow: `Session ${session}`,
    title: 'Fee Structure',
    lead: `Fees for session ${session}, as set by the school’s managing committee. Tuition is paid in four quarterly instalments; there are no hidden charges.`,
  },
  sections: [
    {
      type: 'section',
      id: 'school-fees',
      title: 'School fees by stage',
      intro:
        'All amounts are in Indian rupees. The yearly total is four quarters of tuition plus the annual charges; the admission fee is paid once, on joining.',
      tone: 'plain',
      blocks: [
        {
          type: 'feeTable',
          caption: `School fees for session ${session}`,
          rows: [
            {
              stage: 'Pre-Primary',
              classes: 'Nursery, Jr. KG, Sr. KG',
              admissionFee: 15000,
              tuitionPerQuarter: 9000,
              annualCharges: 6000,
            },
            {
              stage: 'Primary',
              classes: 'Classes I to V',
              admissionFee: 20000,
              tuitionPerQuarter: 10500,
              annualCharges: 7500,
            },
            {
              stage: 'Middle',
              classes: 'Classes VI to VIII',
              admissionFee: 20000,
              tuitionPerQuarter: 12000,
              annualCharges: 8500,
            },
            {
              stage: 'Secondary',
              classes: 'Classes IX to XII',
              admissionFee: 25000,
              tuitionPerQuarter: 13500,
              annualCharges: 9500,
            },
          ],
        },
        {
          type: 'richText',
          small: true,
          doc: richTextOf([
            'Annual charges cover the student diary and identity card, laboratory and computer consumables, sports and house activities, the insurance cover for every student, and the school’s learning platform.',
          ]),
        },
      ],
    },
    {
      type: 'section',
      id: 'transport-fees',
      title: 'Transport fees',
      intro:
        'Transport is optional. The fee depends on the distance from the pick-up point to the school, by road.',
      tone: 'muted',
      blocks: [
        {
          type: 'columns',
          main: [
            {
              type: 'transportFees',
              caption: `Transport fees for session ${session}`,
              rows: [
                { distance: 'Up to 3 km', perQuarter: 2400 },
                { distance: '3 to 6 km', perQuarter: 3000 },
                { distance: '6 to 10 km', perQuarter: 3600 },
                { distance: '10 to 15 km', perQuarter: 4200 },
              ],
            },
          ],
          side: [{ type: 'aside', title: 'About school transport', doc: transportNote }],
        },
      ],
    },
    {
      type: 'section',
      id: 'payment-schedule',
      title: 'Payment schedule',
      tone: 'plain',
      blocks: [
        {
          type: 'columns',
          main: [
            {
              type: 'table',
              caption: 'Quarterly payment schedule',
              hideCaption: true,
              columns: ['Instalment', 'Months', 'Due by', 'Includes'],
              rows: [
                ['Quarter 1', 'April to June', '10 April', 'Tuition, annual charges, transport'],
                ['Quarter 2', 'July to September', '10 July', 'Tuition, transport'],
                ['Quarter 3', 'October to December', '10 October', 'Tuition, transport'],
                ['Quarter 4', 'January to March', '10 January', 'Tuition, transport'],
              ],
            },
            {
              type: 'richText',
              small: true,
              doc: richTextOf([
                'A late fee of ₹100 per week applies after the due date. If fees remain unpaid at the end of a quarter, the school writes to the parents and may withhold the report card until they are paid.',
              ]),
            },
          ],
          side: [
            {
              type: 'cards',
              pointStyle: 'check',
              minWidth: '16rem',
              items: [
                {
                  title: 'How to pay',
                  points: [
                    'UPI or net banking through the fee link sent to your registered mobile number.',
                    'Debit or credit card at the accounts office, Monday to Friday, 9:00 AM to 3:00 PM.',
                    `Cheque or demand draft in favour of “${schoolIdentity.name}”, payable at Bilaspur, with the student’s name and admission number on the back.`,
                    'Cash is not accepted, for the safety of families and staff.',
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'concessions',
      title: 'Concessions',
      intro:
        'Only one concession applies to a student at a time: the one most favourable to the family.',
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '18rem',
          items: [
            {
              title: 'Sibling concession',
              text: '10% of tuition for the second child and 15% for the third, while the elder sibling studies at the school.',
            },
            {
              title: 'Children of staff',
              text: '50% of tuition for the children of permanent teaching and non-teaching staff.',
            },
            {
              title: 'Full-year payment',
              text: '2% of the year’s tuition when all four quarters are paid by 10 April.',
            },
            {
              title: 'RTE seats',
              text: 'Children admitted under Section 12(1)(c) of the RTE Act, 2009 study free of tuition; the State Government reimburses the school.',
            },
            {
              title: 'Financial hardship',
              text: 'Families facing sudden hardship may apply in writing to the Principal. Each case is considered in confidence by the managing committee.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'please-note',
      title: 'Please note',
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          style: 'check',
          items: [
            `All figures are for session ${session} and are set by the school’s managing committee. They are reviewed once a year and any change is announced before the new session.`,
            'The admission fee is paid once, when a seat is confirmed, and is not refundable.',
            'Board registration and examination fees for Classes IX to XII are charged by CBSE at the rates it notifies and collected separately.',
            'Books, notebooks and uniform are bought by parents from the vendors named in the book list; the school makes no profit on them.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Questions about fees?',
    text: `The accounts office answers fee questions on weekdays from 9:00 AM to 3:00 PM, or write to ${schoolIdentity.emails.office}.`,
    actions: [
      { label: 'Contact the office', to: '/contact', variant: 'light' },
      {
        label: 'Apply Now',
        to: schoolIdentity.admissionUrl,
        external: true,
        variant: 'outlineLight',
      },
    ],
  },
});
