import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

/** A core value: what it means, then "In practice:" and three examples. */
const value = (title: string, text: string, examples: string[]) => ({
  title,
  blocks: [
    { type: 'richText' as const, doc: richTextOf([text]) },
    { type: 'heading' as const, text: 'In practice:', level: 1 as const },
    { type: 'list' as const, style: 'check' as const, items: examples },
  ],
});

export const schoolValuesPage: PageInput = {
  slug: 'school-values',
  title: 'Our School Values',
  description: `The five core values of ${schoolIdentity.name}: Excellence, Respect, Integrity, Innovation and a Growth Mindset, with examples of each in school life.`,
  hero: {
    eyebrow: 'Why us',
    title: 'Our School Values',
    lead: 'Five core values shape how we teach, learn and live together. Open each one to see what it looks like in a school day.',
    image: schoolImages.students,
  },
  sections: [
    {
      type: 'section',
      id: 'core-values',
      title: 'Our core values',
      intro: 'Select a value to read what it means and how pupils practise it.',
      tone: 'plain',
      blocks: [
        {
          type: 'accordion',
          items: [
            value(
              'Excellence',
              'We aim high in everything we do and take pride in work done carefully and well, whether it is a mathematics test, a science model or a house match.',
              [
                'Drafting, checking and improving written work before handing it in',
                'Taking part in olympiads, quizzes and competitions to stretch ourselves',
                'Teachers setting clear goals and giving specific feedback on how to reach them',
              ],
            ),
            value(
              'Respect',
              'We value every person, every opinion and every culture, and we treat others as we would like to be treated.',
              [
                'Greeting teachers, staff and visitors courteously',
                'Listening without interrupting during class discussions',
                'Celebrating festivals from many traditions together at school',
              ],
            ),
            value(
              'Integrity',
              'We are honest and fair, and we keep our word. Our actions match our values, even when no one is watching.',
              [
                'Owning up to mistakes and making amends',
                'Doing our own work in tests, homework and projects',
                'Returning lost property to the school office',
              ],
            ),
            value(
              'Innovation',
              'We are curious, we ask questions and we try new ways of solving problems, using technology wisely and creatively.',
              [
                'Designing small ventures and products in the FLIP entrepreneurship programme',
                'Building models and experiments for the annual science exhibition',
                'Using coding and smart-class tools to explore ideas',
              ],
            ),
            value(
              'Growth Mindset',
              'We believe ability grows with effort and practice. Mistakes are part of learning, and "not yet" is a starting point, not an ending.',
              [
                'Setting personal learning targets each term and reviewing them with a teacher',
                'Trying a harder problem after getting one wrong',
                'Encouraging classmates to keep going rather than give up',
              ],
            ),
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'community',
      title: 'What our community says',
      tone: 'muted',
      blocks: [
        {
          type: 'quotes',
          quotes: [
            {
              quote:
                'The teachers do not just talk about respect, they show it. My son is listened to, and he has learned to listen to others.',
              name: 'A parent',
              role: 'Father of a Class 5 pupil',
            },
            {
              quote:
                'When our team lost the inter-house quiz, our teacher asked what we had learned instead of who was to blame. We won the next one.',
              name: 'A student',
              role: 'Class 8, Rig Veda House',
            },
            {
              quote:
                'The pupils who joined our tree-planting drive were punctual, polite and hard-working. They made our neighbourhood greener and set an example for the adults.',
              name: 'A community partner',
              role: 'Volunteer, neighbourhood tree-planting drive',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'See our values in action',
    text: 'Visit us on a school day and see how our pupils learn, play and look after one another.',
    actions: [{ label: 'Schedule a Visit', to: '/contact' }],
  },
};
