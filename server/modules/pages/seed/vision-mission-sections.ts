import { richTextOf, type PageInput, type PageSection } from '#contracts/content/pages.ts';
import { schoolImages } from '#contracts/school-images.ts';

// /our-mission and /our-vision are one page leading with the mission or with the vision: one
// source for the two statements, the principles, the pictures and the closing quote.

type Statement = { id: string; title: string; text: string };

export const missionStatement: Statement = {
  id: 'mission',
  title: 'Our Mission',
  text: 'To give every child a safe, caring and challenging place to learn; to teach with rigour, warmth and imagination; and to partner with families so that each pupil grows in knowledge, character and confidence.',
};

export const visionStatement: Statement = {
  id: 'vision',
  title: 'Our Vision',
  text: 'To be a school where Indian values and modern learning meet, and from which young people go out curious, capable and kind, ready to shape a changing world and to serve their community.',
};

/** The two statements, the page's own first, then the principles, the pictures and the quote. */
export function visionMissionSections(
  first: Statement,
  second: Statement,
  principles: { title: string; intro: string },
): Pick<PageInput, 'sections' | 'cta'> {
  const statement = (item: Statement, tone: 'plain' | 'muted'): PageSection => ({
    type: 'section',
    id: item.id,
    title: item.title,
    tone,
    blocks: [{ type: 'richText', doc: richTextOf([item.text]) }],
  });
  return {
    sections: [
      statement(first, 'plain'),
      statement(second, 'muted'),
      {
        type: 'section',
        id: 'principles',
        title: principles.title,
        intro: principles.intro,
        tone: 'plain',
        blocks: [
          {
            type: 'cards',
            minWidth: '15rem',
            items: [
              {
                title: 'Holistic Development',
                icon: 'heart',
                text: 'We care for the whole child: mind, body, feelings and character, not marks alone.',
              },
              {
                title: 'Leadership & Teamwork',
                icon: 'users',
                text: 'House duties, class councils and group projects teach pupils to lead, to listen and to share credit.',
              },
              {
                title: 'Creativity & Innovation',
                icon: 'lightbulb',
                text: 'Art, music, making and open questions give children room to imagine and to try new ideas.',
              },
              {
                title: 'Future-Ready Education',
                icon: 'cpu',
                text: 'Smart classrooms, coding, entrepreneurship (FLIP) and cyber smartness (DCP) prepare pupils for tomorrow.',
              },
              {
                title: 'Cultural Values',
                icon: 'sparkles',
                text: 'Respect for elders, gratitude and honesty are taught through stories, festivals and daily routines.',
              },
              {
                title: 'Heritage with Modernity',
                icon: 'landmark',
                text: 'We celebrate Indian languages, arts and traditions while embracing science and global ideas.',
              },
              {
                title: 'Environmental Awareness',
                icon: 'leaf',
                text: 'Gardening, waste sorting and water saving make care for the planet a habit, not a lesson.',
              },
              {
                title: 'Individual Potential',
                icon: 'target',
                text: 'Small classes and attentive teachers help each child find their strengths and grow at their own pace.',
              },
            ],
          },
        ],
      },
      {
        type: 'section',
        id: 'campus-life',
        title: 'Campus life',
        intro: 'A glimpse of an ordinary school day.',
        tone: 'muted',
        blocks: [
          {
            type: 'cards',
            items: [
              { title: 'Morning assembly', image: schoolImages.assembly },
              { title: 'Friendships across the courtyard', image: schoolImages.students },
              { title: 'Games and athletics every week', image: schoolImages.sports },
            ],
          },
        ],
      },
    ],
    cta: {
      title: '“Education is the manifestation of the perfection already in man.”',
      text: '— Swami Vivekananda',
      actions: [
        { label: 'Schedule a Visit', to: '/contact' },
        { label: 'About Our School', to: '/our-school' },
      ],
    },
  };
}
