import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const valueEducationPage: PageInput = {
  slug: 'value-education',
  title: 'Value Education',
  description: `How ${schoolIdentity.name} teaches honesty, respect, responsibility, compassion and gratitude through assemblies, stories, service and daily school life.`,
  hero: {
    eyebrow: 'Why us',
    title: 'Value Education',
    lead: 'Good character is learned the way anything else is learned: through example, practice and reflection, every day.',
    image: schoolImages.assembly,
  },
  sections: [
    {
      type: 'section',
      id: 'values-in-learning',
      title: 'Values at the heart of learning',
      tone: 'plain',
      blocks: [
        {
          type: 'richText',
          doc: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'Knowledge gives children power; values teach them how to use it. At our school, value education is not a single lesson but a thread that runs through the whole day: how we greet one another, how we settle a disagreement in the playground, how we treat the people who keep our campus clean.',
                  },
                ],
              },
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'Our programme draws on Indian tradition and on universal ideas of fairness and kindness, and it is taught in age-appropriate ways from Pre-Primary to Class XII.',
                  },
                ],
              },
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'Learn more about our five core school values',
                    marks: [{ type: 'link', attrs: { href: '/school-values' } }],
                  },
                ],
              },
            ],
          },
        },
      ],
    },
    {
      type: 'section',
      id: 'five-values',
      title: 'Five values we practise every day',
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '12rem',
          items: [
            {
              title: 'Honesty',
              icon: 'scale',
              text: 'Telling the truth, owning our mistakes and doing our own work, even when no one is watching.',
            },
            {
              title: 'Respect',
              icon: 'users',
              text: 'Listening to others, valuing differences and treating every person, young or old, with dignity.',
            },
            {
              title: 'Responsibility',
              icon: 'flag',
              text: 'Keeping promises, caring for shared spaces and taking charge of our own learning.',
            },
            {
              title: 'Compassion',
              icon: 'heart',
              text: 'Noticing when someone needs help and offering it freely, in class, at home and in the community.',
            },
            {
              title: 'Gratitude',
              icon: 'sparkles',
              text: 'Appreciating parents, teachers, friends and nature, and saying thank you in words and in deeds.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'approach',
      title: 'Our approach',
      intro:
        'Values are taught through experience rather than lectures. Each week our pupils meet them in several ways:',
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          style: 'check',
          columns: 2,
          items: [
            'A thought for the day and a short reflection at morning assembly',
            'A weekly value-education period with stories from the Panchatantra, the Jataka tales and the lives of great Indians',
            'Circle time in which children talk through real situations from class and playground',
            'Responsibilities in the house system, the class council and as buddies for younger pupils',
            'Community service: cleanliness drives, tree planting and visits to care homes',
            'Recognition of kindness and fair play at assembly, not only of marks and medals',
            'Home activities that invite parents to continue the conversation with their child',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'parent-view',
      title: "A parent's view",
      tone: 'muted',
      blocks: [
        {
          type: 'quotes',
          quotes: [
            {
              quote:
                'Our daughter now reminds us to switch off the fan when we leave the room and insists on thanking the bus driver every day. The values she learns at school have come home with her.',
              name: 'A parent',
              role: 'Mother of a Class 3 pupil',
            },
          ],
        },
        {
          type: 'actions',
          actions: [
            {
              label: 'Learn More About Our School Values',
              to: '/school-values',
              variant: 'secondary',
            },
          ],
        },
      ],
    },
  ],
};
