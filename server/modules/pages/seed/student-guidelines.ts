import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const studentGuidelinesPage: PageInput = {
  slug: 'student-guidelines',
  title: 'Student Guidelines',
  description: `What every student of ${schoolIdentity.name} is expected to do: in class, with homework, at assembly, online and in looking after one another.`,
  hero: {
    eyebrow: 'Student Corner',
    title: 'Student Guidelines',
    lead: 'Being a good student is about more than marks. These simple habits help you learn well, stay safe and make our school a kind place for everyone.',
    image: schoolImages.classroom,
  },
  sections: [
    {
      type: 'section',
      id: 'good-habits-every-day',
      title: 'Good habits every day',
      tone: 'plain',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          pointStyle: 'check',
          items: [
            {
              title: 'In the classroom',
              points: [
                'Be in your seat with your books ready before the teacher arrives.',
                'Listen carefully, raise your hand to speak and let others finish.',
                'Ask questions when you do not understand; there are no silly questions.',
                'Keep your desk and your classroom tidy at the end of every period.',
              ],
            },
            {
              title: 'Homework and study',
              points: [
                'Write your homework in the school diary before you leave class.',
                'Finish homework on time and in your own words.',
                'Read for at least 20 minutes every day, in any language you enjoy.',
                'Revise a little each day instead of a lot the night before a test.',
              ],
            },
            {
              title: 'Assembly and campus life',
              points: [
                'Stand straight and stay silent during the prayer and the national anthem.',
                'Take part in house activities and cheer for every team, not only your own.',
                'Walk, do not run, in corridors and on the stairs.',
                'Stay within the areas where a teacher can see you during breaks.',
              ],
            },
            {
              title: 'Respect and kindness',
              points: [
                'Treat classmates, staff and visitors with courtesy.',
                'Never bully, tease or leave anyone out. If you see it happen, tell a teacher.',
                'Look after your own things and ask before you borrow anything.',
                'Say sorry when you make a mistake and help put it right.',
              ],
            },
            {
              title: 'Staying safe online',
              points: [
                'Never share your password, address or photos with people you do not know.',
                'Be as polite online as you are in person.',
                'Tell a parent or teacher at once about any message that worries you.',
                'Use school devices only for the work your teacher has set.',
              ],
            },
            {
              title: 'Health and fitness',
              points: [
                'Eat your lunch, drink water through the day and wash your hands before meals.',
                'Wear the sports uniform and proper shoes for games and PE.',
                'Tell a teacher at once if you feel unwell or get hurt.',
                'Get enough sleep: it helps you concentrate and learn.',
              ],
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Need help?',
    text: 'Your class teacher, the school counsellor and your house captains are always there to listen.',
    actions: [
      {
        label: 'School rules and regulations',
        to: '/school-rules-regulations',
      },
      {
        label: 'Attendance policy',
        to: '/attendance-policy',
      },
    ],
  },
};
