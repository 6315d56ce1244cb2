import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import type { CardImage } from '#web/components/ui/card.tsx';
import type { LetterContent } from '#web/components/ui/letter.tsx';
import type { TimelineItem } from '#web/components/ui/timeline.tsx';
import type { HeroContent, PageSeo } from './types.ts';

const { name, city, established } = schoolIdentity;

export type LeaderCard = { title: string; text: string; image: CardImage };

export type LeaderMessage = {
  seo: PageSeo;
  hero: HeroContent;
  letterTitle: string;
  letter: LetterContent;
  portrait?: CardImage;
  cards: LeaderCard[];
  timeline: { title: string; intro: string; items: TimelineItem[] };
  cta: { title: string; text: string };
};

/** The four milestones, kept exactly as the school states them (the school opened to pupils in 2022). */
const milestones: TimelineItem[] = [
  {
    year: '2014',
    title: 'School Founding',
    description: `The founders came together with a plan for a values-based, future-ready school in ${city}, and set up the body that runs the school today.`,
  },
  {
    year: '2016',
    title: 'Infrastructure Expansion',
    description:
      'The campus site on Ring Road No. 2 was secured and a master plan drawn up for classrooms, laboratories, sports grounds and safe transport.',
  },
  {
    year: '2018',
    title: 'Educational Excellence',
    description:
      'The academic design was completed: the Universal Learning System from Pre-Primary to Class XII, value education and the house system.',
  },
  {
    year: '2021',
    title: 'Digital Transformation',
    description: `Smart boards, campus Wi-Fi, computer labs and the cyber-smartness programme were put in place, ready for our first pupils in ${established}.`,
  },
];

const timeline = {
  title: 'Our Journey',
  intro: 'Years of preparation went into the school before its first bell rang.',
  items: milestones,
};

const cta = {
  title: 'Come and meet us',
  text: 'The best way to know a school is to walk through it. Book a visit or write to us with your questions.',
};

export const leaderMessages: Record<'director' | 'chairperson', LeaderMessage> = {
  director: {
    seo: {
      title: "Director's Message",
      description: `A letter from the Director of ${name}: heritage and modern learning together, care and safety first, and an open door for every family.`,
      path: '/director-message',
    },
    hero: {
      eyebrow: 'About us',
      title: "Director's Message",
      lead: 'Why we built this school, what we hope for every child, and what families can expect from us.',
    },
    letterTitle: 'A word from our Director',
    portrait: schoolImages.director,
    letter: {
      greeting: 'Dear Parents, Students and Friends,',
      paragraphs: [
        `It is a privilege to welcome you to ${name}. When we began planning this school, we asked ourselves a simple question: what would we want for our own children? The answer has guided every decision since, from the design of our classrooms to the teachers we invite to join us.`,
        "We want our pupils to be at home in two worlds. One is the world of India's heritage: its languages, its festivals, its respect for teachers and elders, its idea that learning is a form of service. The other is the world of science, technology and global ideas in which they will build their lives. A good school does not make children choose between the two.",
        'That is why our timetable gives real time to value education, music, art and sport alongside the CBSE curriculum, and why programmes such as FLIP and DCP teach entrepreneurship and cyber smartness from an early age. It is also why we invest in our people: every teacher completes at least 60 hours of professional development each year.',
        'Safety and care come first. Through our I-Care programme, every child on our campus and in our buses is looked after by trained adults, and every parent knows whom to call.',
        'A school is a partnership. I invite you to visit us, to ask questions and to hold us to the promises on this website. Our doors are open.',
      ],
      closing: 'With warm regards,',
      signature: 'The Director',
      organisation: name,
    },
    cards: [
      {
        title: 'Our Campus',
        text: 'Bright classrooms with smart boards, well-equipped laboratories, a library, music and art rooms and open sports grounds, all behind one secure gate with CCTV and trained staff.',
        image: schoolImages.campus,
      },
      {
        title: 'Our Philosophy',
        text: 'Rooted in values, ready for tomorrow: we teach children to think for themselves, to work with others and to act with honesty and kindness, in school and beyond.',
        image: schoolImages.library,
      },
    ],
    timeline,
    cta,
  },
  chairperson: {
    seo: {
      title: "Chairperson's Message",
      description: `A letter from the Chairperson of ${name} on the school's long-term commitment to ${city}: safe care, honest standards and fair, transparent fees.`,
      path: '/director-message_1',
    },
    hero: {
      eyebrow: 'About us',
      title: "Chairperson's Message",
      lead: 'How the school is governed, and the commitments we make to our pupils, parents and teachers for the long term.',
    },
    letterTitle: 'A word from our Chairperson',
    letter: {
      greeting: `Dear Members of the ${schoolIdentity.shortName} Family,`,
      paragraphs: [
        `Every institution begins as a hope shared by a few people. Ours was the hope that the children of ${city} deserve a school that matches the best anywhere, without losing what makes them who they are. Since we opened in ${established}, I have watched that hope take shape in classrooms full of questions, in a courtyard full of games and in the quiet pride of parents at our annual day.`,
        'The board sees its work as a long-term responsibility. We do not run the school for quick results. We plan buildings for decades, we choose teachers for their character as much as for their qualifications, and we keep our fees fair and transparent so that the school can serve a broad community.',
        'Our governing principles are simple. The safety and well-being of children are never negotiable. Academic standards are high and honestly reported. And the fees we receive go back into teaching, facilities and care.',
        'I thank our parents for their trust, our teachers for their dedication and our pupils for the energy they bring every morning. Together we are building a school that our city can be proud of for generations.',
      ],
      closing: 'With gratitude and best wishes,',
      signature: 'The Chairperson',
      organisation: `Board of Management, ${name}`,
    },
    cards: [
      {
        title: 'Our Campus',
        text: 'Planned for the long term: every new block, lab and playing field is added to a master plan, so the campus grows with the school without losing its open spaces.',
        image: schoolImages.campusGate,
      },
      {
        title: 'Our Philosophy',
        text: 'Good schools are built on trust. We publish our disclosures, listen to parents through regular meetings and surveys, and measure ourselves by how our pupils grow as people.',
        image: schoolImages.assembly,
      },
    ],
    timeline,
    cta,
  },
};
