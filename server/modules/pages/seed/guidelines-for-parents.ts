import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const guidelinesForParentsPage: PageInput = {
  slug: 'guidelines-for-parents',
  title: 'Guidelines for Parents',
  description: `How parents of ${schoolIdentity.name} work with the school: communication, drop-off and pick-up, homework, health, fees and the I-Care child-safety program.`,
  hero: {
    eyebrow: 'Parent Corner',
    title: 'Guidelines for Parents',
    lead: 'Children do best when home and school pull in the same direction. These guidelines explain how we keep in touch with you and how you can support your child’s day at school.',
    image: schoolImages.students,
  },
  sections: [
    {
      type: 'section',
      id: 'working-together',
      title: 'Working together',
      tone: 'plain',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          pointStyle: 'check',
          items: [
            {
              title: 'Staying in touch',
              points: [
                'Read the school diary and the school’s messages every day and sign notes when asked.',
                `Write to the class teacher in the diary or e-mail ${schoolIdentity.emails.office} for anything routine.`,
                'Meet teachers by appointment during the parent visiting hours, not in class time.',
                'Attend every Parent-Teacher Meeting; the dates are in the academic calendar.',
                'Tell the office at once about any change of address, phone number or e-mail.',
              ],
            },
            {
              title: 'Drop-off and pick-up',
              points: [
                'Bring your child at least 15 minutes before the school day begins.',
                'Use the drop-off bay at the main gate and do not park on the approach road.',
                'Children are handed over only to parents or to adults named on the pick-up card.',
                'If someone new is collecting your child, inform the office in writing in advance.',
              ],
            },
            {
              title: 'Supporting learning at home',
              points: [
                'Set a regular time and a quiet place for homework and reading.',
                'Encourage your child to do the work themselves; help with questions, not answers.',
                'Check that the school bag is packed from the timetable the evening before.',
                'Limit screen time and talk with your child about what they learnt each day.',
              ],
            },
            {
              title: 'Health and wellbeing',
              points: [
                'Keep your child at home when they have fever or an infectious illness.',
                'Tell the school about allergies, medication or any long-term health condition.',
                'Send a healthy, home-made lunch; junk food and fizzy drinks are not allowed.',
                'Keep the immunisation record up to date and share a copy with the school nurse.',
              ],
            },
            {
              title: 'Fees and records',
              points: [
                'Pay fees by the due date of each quarter shown on the fee structure page.',
                'Keep receipts; they are needed for any correction or refund.',
                'Check report cards and sign them within three days of receiving them.',
                'Give one month’s written notice if you plan to withdraw your child.',
              ],
            },
            {
              title: 'Safety and the I-Care program',
              points: [
                'Teach your child their full name, your phone number and the name of their school.',
                'Talk openly about safe and unsafe touch; our I-Care sessions cover the same at school.',
                'Report any concern about your child’s safety to the Principal without delay.',
                'Do not post photos of other children from school events on social media.',
              ],
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Would you like to meet us?',
    text: 'Teachers, the coordinator and the Principal meet parents by appointment during the visiting hours.',
    actions: [
      {
        label: 'Parent visiting hours',
        to: '/parent-visiting-hours',
      },
      {
        label: 'Contact the school',
        to: '/contact',
      },
    ],
  },
};
