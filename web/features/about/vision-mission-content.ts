import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import type { CardImage } from '#web/components/ui/card.tsx';
import type { HeroContent, IconCard, PageSeo } from './types.ts';

const { name, city } = schoolIdentity;

export type VisionMissionVariant = 'mission' | 'vision';

type Statement = { title: string; text: string };

export type VisionMissionPage = {
  seo: PageSeo;
  hero: HeroContent;
  /** The statement this page leads with; the other one follows it. */
  primary: Statement;
  secondary: Statement;
  principlesTitle: string;
  principlesIntro: string;
};

const missionStatement: Statement = {
  title: 'Our Mission',
  text: 'To give every child a safe, caring and challenging place to learn; to teach with rigour, warmth and imagination; and to partner with families so that each pupil grows in knowledge, character and confidence.',
};

const visionStatement: Statement = {
  title: 'Our Vision',
  text: 'To be a school where Indian values and modern learning meet, and from which young people go out curious, capable and kind, ready to shape a changing world and to serve their community.',
};

export const visionMissionPages: Record<VisionMissionVariant, VisionMissionPage> = {
  mission: {
    seo: {
      title: 'Our Mission',
      description: `The mission of ${name}: safe, caring and challenging learning, taught with rigour and imagination, in partnership with families in ${city}.`,
      path: '/our-mission',
    },
    hero: {
      eyebrow: 'Vision & Mission',
      title: 'Our Mission',
      lead: 'What we promise every child and every family, every school day.',
      image: schoolImages.primary,
    },
    primary: missionStatement,
    secondary: visionStatement,
    principlesTitle: 'How we live our mission',
    principlesIntro:
      'Eight principles guide how we plan lessons, run the school and judge our own success.',
  },
  vision: {
    seo: {
      title: 'Our Vision',
      description: `The vision of ${name}: a school where Indian values and modern learning meet, preparing curious, capable and kind young people for the future.`,
      path: '/our-vision',
    },
    hero: {
      eyebrow: 'Vision & Mission',
      title: 'Our Vision',
      lead: 'The kind of school we are building, and the kind of young people we hope to send into the world.',
      image: schoolImages.campus,
    },
    primary: visionStatement,
    secondary: missionStatement,
    principlesTitle: 'The principles behind our vision',
    principlesIntro:
      'Eight ideas describe the school we want to be. Each one shapes something you can see in our classrooms.',
  },
};

export const visionPrinciples: IconCard[] = [
  {
    title: 'Holistic Development',
    icon: 'heart',
    description:
      'We care for the whole child: mind, body, feelings and character, not marks alone.',
  },
  {
    title: 'Leadership & Teamwork',
    icon: 'users',
    description:
      'House duties, class councils and group projects teach pupils to lead, to listen and to share credit.',
  },
  {
    title: 'Creativity & Innovation',
    icon: 'lightbulb',
    description:
      'Art, music, making and open questions give children room to imagine and to try new ideas.',
  },
  {
    title: 'Future-Ready Education',
    icon: 'cpu',
    description:
      'Smart classrooms, coding, entrepreneurship (FLIP) and cyber smartness (DCP) prepare pupils for tomorrow.',
  },
  {
    title: 'Cultural Values',
    icon: 'sparkles',
    description:
      'Respect for elders, gratitude and honesty are taught through stories, festivals and daily routines.',
  },
  {
    title: 'Heritage with Modernity',
    icon: 'landmark',
    description:
      'We celebrate Indian languages, arts and traditions while embracing science and global ideas.',
  },
  {
    title: 'Environmental Awareness',
    icon: 'leaf',
    description:
      'Gardening, waste sorting and water saving make care for the planet a habit, not a lesson.',
  },
  {
    title: 'Individual Potential',
    icon: 'target',
    description:
      'Small classes and attentive teachers help each child find their strengths and grow at their own pace.',
  },
];

export const visionQuote = {
  quote: 'Education is the manifestation of the perfection already in man.',
  attribution: 'Swami Vivekananda',
};

export const campusLife: { image: CardImage; caption: string }[] = [
  { image: schoolImages.assembly, caption: 'Morning assembly' },
  { image: schoolImages.students, caption: 'Friendships across the courtyard' },
  { image: schoolImages.sports, caption: 'Games and athletics every week' },
];
