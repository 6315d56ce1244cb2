import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import type { CardImage } from '#web/components/ui/card.tsx';
import type { Stat } from '#web/components/ui/stat-strip.tsx';
import type { HeroContent, IconCard, PageSeo } from './types.ts';

const { name, shortName, abbreviation, board, affiliationNumber, established, city, classes } =
  schoolIdentity;

export type AboutSection = {
  title: string;
  eyebrow: string;
  paragraphs: string[];
  points?: string[];
  image: CardImage;
};

export type ApproachProgramme = {
  name: string;
  focus: string;
  description: string;
  points: string[];
  icon: IconCard['icon'];
};

export type AboutContent = {
  estQuote: { badge: string; quote: string; attribution: string };
  quickFacts: IconCard[];
  legacy: AboutSection;
  infrastructure: AboutSection;
  approach: { title: string; eyebrow: string; intro: string; programmes: ApproachProgramme[] };
  stats: Stat[];
  visit: { title: string; text: string; button: string };
};

export const aboutPages: Record<'ourSchool' | 'overview', { seo: PageSeo; hero: HeroContent }> = {
  ourSchool: {
    seo: {
      title: 'About Our School',
      description: `The story, campus and approach of ${name}, a ${board} school in ${city} founded in ${established}: smart classrooms, the I-Care safety programme, FLIP and DCP.`,
      path: '/our-school',
    },
    hero: {
      eyebrow: `About us · Est. ${established}`,
      title: `About ${name}`,
      lead: `A co-educational ${board} school in ${city} for ${classes}, where Indian values and modern learning grow together.`,
      image: schoolImages.campus,
    },
  },
  overview: {
    seo: {
      title: `${abbreviation} at a Glance`,
      description: `${abbreviation} in brief: who we are, our learning system, our safe and modern campus in ${city}, our special programmes and our results in numbers.`,
      path: `/${schoolIdentity.slugs.overview}`,
    },
    hero: {
      eyebrow: `${abbreviation} at a glance`,
      title: `${abbreviation}: ${shortName} in brief`,
      lead: `Everything a family needs to know about ${name} on one page: our story, our campus, our approach and what our pupils achieve.`,
      image: schoolImages.students,
    },
  },
};

export const aboutContent: AboutContent = {
  estQuote: {
    badge: `Est. ${established}`,
    quote:
      'We opened our doors with one promise to every family: your child will be known by name, kept safe, and challenged every day to become their best self.',
    attribution: `The founding team of ${name}`,
  },
  quickFacts: [
    {
      title: 'Universal Learning System',
      icon: 'layers',
      description:
        'One connected learning chain from Pre-Primary to Class XII: clear outcomes for every class, shared lesson plans and regular checks of understanding, so nothing is lost between one year and the next.',
    },
    {
      title: 'State-of-the-art Infrastructure',
      icon: 'building',
      description:
        'Airy classrooms, science, computer, language and mathematics labs, a library, music and art rooms and sports grounds, all on one secure campus.',
    },
    {
      title: 'Smart Classrooms',
      icon: 'monitor',
      description:
        'Every classroom has an interactive smart board and audio-visual lessons that make abstract ideas easy to see, discuss and remember.',
    },
    {
      title: 'I-Care Program',
      icon: 'shield',
      description:
        'Our child-safety programme: CCTV, verified staff, supervised transport, a trained counsellor and clear rules on how adults and children interact.',
    },
  ],
  legacy: {
    eyebrow: 'Our story',
    title: 'Our Legacy',
    paragraphs: [
      `${name} was founded in ${established} by educators and parents of ${city} who wanted a school that is both rooted and ready: proud of India's heritage and languages, and confident with science, technology and the wider world.`,
      `Our name and our four houses draw on the Vedas, the oldest tradition of learning in India. We take from it a simple idea: that knowledge (vidya) is meant to build character as well as careers. That is why value education, the arts and service to others sit in our timetable next to mathematics and science.`,
      `The school is affiliated to the ${board} (affiliation no. ${affiliationNumber}) and grows one year at a time, with small classes, a settled team of teachers and close contact with every family.`,
    ],
    image: schoolImages.students,
  },
  infrastructure: {
    eyebrow: 'A campus built for children',
    title: 'Infrastructure & Safety',
    paragraphs: [
      'Our campus was planned around the way children learn and move: wide corridors, classrooms full of daylight, labs close to the classes that use them, and open ground for play. Safety is built into the buildings and into daily routines.',
    ],
    points: [
      'CCTV cameras at every entrance, corridor and play area, watched from a monitoring room',
      'One controlled main gate with a visitor register, ID checks and gate passes for early pick-up',
      'GPS-tracked school buses with a trained attendant on board for every trip',
      'Fire extinguishers on every floor, marked exits and evacuation drills every term',
      'A medical room with a trained nurse, first-aid kits in all labs and buses',
      'Purified drinking water and clean, separate washrooms on every floor',
    ],
    image: schoolImages.campusGate,
  },
  approach: {
    eyebrow: 'What makes us different',
    title: 'Our Unique Approach',
    intro:
      'Alongside the CBSE curriculum, two programmes of our own prepare pupils for a world that changes fast: one teaches them to create value, the other to stay safe and wise online.',
    programmes: [
      {
        name: 'FLIP',
        focus: 'Entrepreneurship',
        icon: 'briefcase',
        description:
          'Pupils learn to turn ideas into action. They spot a real problem in school or in their neighbourhood, design a product or service, work out what it costs and present it to a panel of teachers and parents.',
        points: [
          'Problem-finding and design thinking',
          'Budgets, pricing and simple accounts',
          'Teamwork, pitching and learning from feedback',
        ],
      },
      {
        name: 'DCP',
        focus: 'Cyber smartness',
        icon: 'lock',
        description:
          'A step-by-step programme for safe, kind and smart use of the internet, matched to each age group, with workshops for parents so that home and school give the same advice.',
        points: [
          'Strong passwords and privacy settings',
          'Spotting scams, fake news and online risks',
          'Respectful behaviour and healthy screen habits',
        ],
      },
    ],
  },
  stats: [
    { icon: 'graduation', endValue: 98, suffix: '%', title: 'Graduate Success' },
    { icon: 'users', endValue: 50, suffix: '+', title: 'Expert Teachers' },
    { icon: 'book', endValue: 30, suffix: '+', title: 'Programs' },
    { icon: 'trophy', endValue: 100, suffix: '+', title: 'Awards Won' },
  ],
  visit: {
    title: 'Visit Our Campus',
    text: 'See our classrooms, labs and grounds and meet our teachers. Tours run Monday to Saturday, and walk-ins are welcome.',
    button: 'Plan Your Visit',
  },
};
