import { richTextOf, type PageInput, type PanelBlock } from '#contracts/content/pages.ts';
import { formatAddress, schoolIdentity } from '#contracts/school-identity.ts';

const { name, emails } = schoolIdentity;

/** One tab: who the parent meets, when, and what about. */
function staffTab(
  id: string,
  label: string,
  title: string,
  hours: string,
  description: string,
  topics: string[],
): { id: string; label: string; blocks: PanelBlock[] } {
  return {
    id,
    label,
    blocks: [
      {
        type: 'group',
        title,
        blocks: [
          { type: 'richText', doc: richTextOf([description]) },
          { type: 'keyFacts', items: [{ label: 'Visiting hours', value: hours }] },
        ],
      },
      {
        type: 'aside',
        title: 'Good reasons to visit',
        doc: {
          type: 'doc',
          content: [
            {
              type: 'bulletList',
              content: topics.map((topic) => ({
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: topic }] }],
              })),
            },
          ],
        },
      },
    ],
  };
}

export const parentVisitingHoursPage: PageInput = {
  slug: 'parent-visiting-hours',
  title: 'Parent Visiting Hours',
  description: `When parents can meet the Principal, the School Coordinator and the administration of ${name}, and how to book an appointment.`,
  hero: {
    eyebrow: 'Parent Corner',
    title: 'Parent Visiting Hours',
    lead: 'We are always glad to meet parents. To keep the school day calm for students, meetings with staff take place during the hours below.',
    actions: [
      { label: 'Schedule Appointment', to: '/contact', variant: 'accent' },
      { label: 'Contact Us', to: '/contact', variant: 'outlineLight' },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'who-to-meet',
      title: 'Who to meet, and when',
      tone: 'plain',
      blocks: [
        {
          type: 'tabs',
          label: 'Staff visiting hours',
          tabs: [
            staffTab(
              'principal',
              'Principal',
              'Meeting the Principal',
              '9:00 AM to 3:00 PM, Monday to Friday',
              'The Principal meets parents by appointment to discuss a child’s overall progress, wellbeing, admissions and any matter that has not been resolved with the class teacher or coordinator.',
              [
                'Admission and class placement',
                'Wellbeing and safety concerns',
                'Feedback and suggestions for the school',
              ],
            ),
            staffTab(
              'coordinator',
              'School Coordinator',
              'Meeting the School Coordinator',
              '12:00 PM to 3:00 PM, Monday to Friday',
              'The coordinators look after teaching and learning in each stage. Meet them about academic progress, assessments, homework, timetables and co-curricular activities.',
              [
                'Academic progress and report cards',
                'Assessments, projects and homework',
                'Clubs, house events and competitions',
              ],
            ),
            staffTab(
              'administration',
              'Administration',
              'Visiting the administration office',
              '9:00 AM to 3:00 PM, Monday to Friday',
              'The school office and accounts desk help with fees, certificates, transport, identity cards and updates to your contact details. No appointment is needed for the office.',
              [
                'Fee payments and receipts',
                'Bonafide, transfer and other certificates',
                'Transport routes and pick-up changes',
              ],
            ),
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'before-you-visit',
      title: 'Before you visit',
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '18rem',
          pointStyle: 'check',
          items: [
            {
              title: 'Important Notice',
              points: [
                'Please book an appointment at least one day ahead so that the staff member can give you their full attention.',
                'Teachers cannot leave their classes to meet visitors during teaching periods.',
                'Carry your parent identity card or a photo ID and sign the visitor register at the gate.',
                'Visits are paused during examinations; see the school calendar for dates.',
              ],
            },
            {
              title: 'Location',
              text: `${name}, ${formatAddress()}. The reception is on the ground floor of the main building, to the left of the main gate.`,
            },
            {
              title: 'E-Mail',
              text: `Write to us to book a meeting or ask a question. We reply within one working day: ${emails.office} or ${emails.principal}.`,
            },
          ],
        },
        {
          type: 'actions',
          actions: [
            { label: 'Schedule Appointment', to: '/contact' },
            { label: 'Contact Us', to: '/contact', variant: 'secondary' },
          ],
        },
      ],
    },
  ],
};
