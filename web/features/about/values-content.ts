import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import type { IconName } from '#web/components/ui/icon.tsx';
import type { Quote } from '#web/components/ui/quote-list.tsx';
import type { HeroContent, PageSeo } from './types.ts';

const { name } = schoolIdentity;

/* ---------- /value-education ---------- */

export type ValueCard = { title: string; description: string; icon: IconName; color: string };

export const valueEducationPage = {
  seo: {
    title: 'Value Education',
    description: `How ${name} teaches honesty, respect, responsibility, compassion and gratitude through assemblies, stories, service and daily school life.`,
    path: '/value-education',
  } satisfies PageSeo,
  hero: {
    eyebrow: 'Why us',
    title: 'Value Education',
    lead: 'Good character is learned the way anything else is learned: through example, practice and reflection, every day.',
    image: schoolImages.assembly,
  } satisfies HeroContent,
  intro: {
    title: 'Values at the heart of learning',
    paragraphs: [
      'Knowledge gives children power; values teach them how to use it. At our school, value education is not a single lesson but a thread that runs through the whole day: how we greet one another, how we settle a disagreement in the playground, how we treat the people who keep our campus clean.',
      'Our programme draws on Indian tradition and on universal ideas of fairness and kindness, and it is taught in age-appropriate ways from Pre-Primary to Class XII.',
    ],
  },
  cardsTitle: 'Five values we practise every day',
  cards: [
    {
      title: 'Honesty',
      icon: 'scale',
      color: 'var(--color-primary)',
      description:
        'Telling the truth, owning our mistakes and doing our own work, even when no one is watching.',
    },
    {
      title: 'Respect',
      icon: 'users',
      color: '#0f766e',
      description:
        'Listening to others, valuing differences and treating every person, young or old, with dignity.',
    },
    {
      title: 'Responsibility',
      icon: 'flag',
      color: 'var(--color-accent)',
      description:
        'Keeping promises, caring for shared spaces and taking charge of our own learning.',
    },
    {
      title: 'Compassion',
      icon: 'heart',
      color: '#be123c',
      description:
        'Noticing when someone needs help and offering it freely, in class, at home and in the community.',
    },
    {
      title: 'Gratitude',
      icon: 'sparkles',
      color: '#6d28d9',
      description:
        'Appreciating parents, teachers, friends and nature, and saying thank you in words and in deeds.',
    },
  ] satisfies ValueCard[],
  approach: {
    title: 'Our approach',
    intro:
      'Values are taught through experience rather than lectures. Each week our pupils meet them in several ways:',
    points: [
      'A thought for the day and a short reflection at morning assembly',
      'A weekly value-education period with stories from the Panchatantra, the Jataka tales and the lives of great Indians',
      'Circle time in which children talk through real situations from class and playground',
      'Responsibilities in the house system, the class council and as buddies for younger pupils',
      'Community service: cleanliness drives, tree planting and visits to care homes',
      'Recognition of kindness and fair play at assembly, not only of marks and medals',
      'Home activities that invite parents to continue the conversation with their child',
    ],
  },
  testimonial: {
    quote:
      'Our daughter now reminds us to switch off the fan when we leave the room and insists on thanking the bus driver every day. The values she learns at school have come home with her.',
    name: 'A parent',
    role: 'Mother of a Class 3 pupil',
  } satisfies Quote,
};

/* ---------- /school-values ---------- */

export type CoreValue = {
  id: string;
  title: string;
  icon: IconName;
  description: string;
  examples: string[];
};

export const schoolValuesPage = {
  seo: {
    title: 'Our School Values',
    description: `The five core values of ${name}: Excellence, Respect, Integrity, Innovation and a Growth Mindset, with examples of each in school life.`,
    path: '/school-values',
  } satisfies PageSeo,
  hero: {
    eyebrow: 'Why us',
    title: 'Our School Values',
    lead: 'Five core values shape how we teach, learn and live together. Open each one to see what it looks like in a school day.',
    image: schoolImages.students,
  } satisfies HeroContent,
  coreValuesTitle: 'Our core values',
  coreValuesIntro: 'Select a value to read what it means and how pupils practise it.',
  coreValues: [
    {
      id: 'excellence',
      title: 'Excellence',
      icon: 'star',
      description:
        'We aim high in everything we do and take pride in work done carefully and well, whether it is a mathematics test, a science model or a house match.',
      examples: [
        'Drafting, checking and improving written work before handing it in',
        'Taking part in olympiads, quizzes and competitions to stretch ourselves',
        'Teachers setting clear goals and giving specific feedback on how to reach them',
      ],
    },
    {
      id: 'respect',
      title: 'Respect',
      icon: 'users',
      description:
        'We value every person, every opinion and every culture, and we treat others as we would like to be treated.',
      examples: [
        'Greeting teachers, staff and visitors courteously',
        'Listening without interrupting during class discussions',
        'Celebrating festivals from many traditions together at school',
      ],
    },
    {
      id: 'integrity',
      title: 'Integrity',
      icon: 'scale',
      description:
        'We are honest and fair, and we keep our word. Our actions match our values, even when no one is watching.',
      examples: [
        'Owning up to mistakes and making amends',
        'Doing our own work in tests, homework and projects',
        'Returning lost property to the school office',
      ],
    },
    {
      id: 'innovation',
      title: 'Innovation',
      icon: 'lightbulb',
      description:
        'We are curious, we ask questions and we try new ways of solving problems, using technology wisely and creatively.',
      examples: [
        'Designing small ventures and products in the FLIP entrepreneurship programme',
        'Building models and experiments for the annual science exhibition',
        'Using coding and smart-class tools to explore ideas',
      ],
    },
    {
      id: 'growth-mindset',
      title: 'Growth Mindset',
      icon: 'trendingUp',
      description:
        'We believe ability grows with effort and practice. Mistakes are part of learning, and "not yet" is a starting point, not an ending.',
      examples: [
        'Setting personal learning targets each term and reviewing them with a teacher',
        'Trying a harder problem after getting one wrong',
        'Encouraging classmates to keep going rather than give up',
      ],
    },
  ] satisfies CoreValue[],
  testimonialsTitle: 'What our community says',
  testimonials: [
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
  ] satisfies Quote[],
  cta: {
    title: 'See our values in action',
    text: 'Visit us on a school day and see how our pupils learn, play and look after one another.',
  },
};
