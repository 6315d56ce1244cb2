import { richTextOf, type PageInput, type PageSection } from '#contracts/content/pages.ts';
import { schoolFacts } from '#contracts/school-facts.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

// /our-school and the overview page (/vvis) tell the same story under their own hero: one
// source for the text that every start seeds.

const { name, board, affiliationNumber, established, city } = schoolIdentity;

const sections: PageSection[] = [
  {
    type: 'section',
    id: 'at-a-glance',
    title: 'The school at a glance',
    tone: 'plain',
    blocks: [
      {
        type: 'quotes',
        quotes: [
          {
            quote:
              'We opened our doors with one promise to every family: your child will be known by name, kept safe, and challenged every day to become their best self.',
            name: `The founding team of ${name}`,
            role: `Est. ${established}`,
          },
        ],
      },
      {
        type: 'cards',
        minWidth: '15rem',
        items: [
          {
            title: 'Universal Learning System',
            icon: 'layers',
            text: 'One connected learning chain from Pre-Primary to Class XII: clear outcomes for every class, shared lesson plans and regular checks of understanding, so nothing is lost between one year and the next.',
          },
          {
            title: 'State-of-the-art Infrastructure',
            icon: 'building',
            text: 'Airy classrooms, science, computer, language and mathematics labs, a library, music and art rooms and sports grounds, all on one secure campus.',
          },
          {
            title: 'Smart Classrooms',
            icon: 'monitor',
            text: 'Every classroom has an interactive smart board and audio-visual lessons that make abstract ideas easy to see, discuss and remember.',
          },
          {
            title: 'I-Care Program',
            icon: 'shield',
            text: 'Our child-safety programme: CCTV, verified staff, supervised transport, a trained counsellor and clear rules on how adults and children interact.',
          },
        ],
      },
    ],
  },
  {
    type: 'section',
    id: 'legacy',
    eyebrow: 'Our story',
    title: 'Our Legacy',
    tone: 'muted',
    blocks: [
      {
        type: 'split',
        image: schoolImages.students,
        doc: richTextOf([
          `${name} was founded in ${established} by educators and parents of ${city} who wanted a school that is both rooted and ready: proud of India's heritage and languages, and confident with science, technology and the wider world.`,
          'Our name and our four houses draw on the Vedas, the oldest tradition of learning in India. We take from it a simple idea: that knowledge (vidya) is meant to build character as well as careers. That is why value education, the arts and service to others sit in our timetable next to mathematics and science.',
          `The school is affiliated to the ${board} (affiliation no. ${affiliationNumber}) and grows one year at a time, with small classes, a settled team of teachers and close contact with every family.`,
        ]),
      },
    ],
  },
  {
    type: 'section',
    id: 'infrastructure',
    eyebrow: 'A campus built for children',
    title: 'Infrastructure & Safety',
    tone: 'plain',
    blocks: [
      {
        type: 'split',
        image: schoolImages.campusGate,
        reverse: true,
        doc: richTextOf([
          'Our campus was planned around the way children learn and move: wide corridors, classrooms full of daylight, labs close to the classes that use them, and open ground for play. Safety is built into the buildings and into daily routines.',
        ]),
        points: [
          'CCTV cameras at every entrance, corridor and play area, watched from a monitoring room',
          'One controlled main gate with a visitor register, ID checks and gate passes for early pick-up',
          'GPS-tracked school buses with a trained attendant on board for every trip',
          'Fire extinguishers on every floor, marked exits and evacuation drills every term',
          'A medical room with a trained nurse, first-aid kits in all labs and buses',
          'Purified drinking water and clean, separate washrooms on every floor',
        ],
      },
    ],
  },
  {
    type: 'section',
    id: 'approach',
    eyebrow: 'What makes us different',
    title: 'Our Unique Approach',
    intro:
      'Alongside the CBSE curriculum, two programmes of our own prepare pupils for a world that changes fast: one teaches them to create value, the other to stay safe and wise online.',
    tone: 'muted',
    blocks: [
      {
        type: 'cards',
        pointStyle: 'check',
        items: [
          {
            title: 'FLIP',
            meta: 'Entrepreneurship',
            icon: 'briefcase',
            text: 'Pupils learn to turn ideas into action. They spot a real problem in school or in their neighbourhood, design a product or service, work out what it costs and present it to a panel of teachers and parents.',
            points: [
              'Problem-finding and design thinking',
              'Budgets, pricing and simple accounts',
              'Teamwork, pitching and learning from feedback',
            ],
          },
          {
            title: 'DCP',
            meta: 'Cyber smartness',
            icon: 'lock',
            text: 'A step-by-step programme for safe, kind and smart use of the internet, matched to each age group, with workshops for parents so that home and school give the same advice.',
            points: [
              'Strong passwords and privacy settings',
              'Spotting scams, fake news and online risks',
              'Respectful behaviour and healthy screen habits',
            ],
          },
        ],
      },
    ],
  },
  {
    type: 'section',
    id: 'in-numbers',
    title: 'Our school in numbers',
    tone: 'brand',
    blocks: [
      {
        type: 'stats',
        label: 'Our school in numbers',
        items: [
          { value: '98%', label: 'Graduate Success' },
          { value: String(schoolFacts.teachers), label: 'Expert Teachers' },
          { value: '30+', label: 'Programs' },
          { value: '100+', label: 'Awards Won' },
        ],
      },
    ],
  },
];

/** The story, campus, approach and figures, with a closing invitation to visit. */
export const aboutStory: Pick<PageInput, 'sections' | 'cta'> = {
  sections,
  cta: {
    title: 'Visit Our Campus',
    text: 'See our classrooms, labs and grounds and meet our teachers. Tours run Monday to Saturday, and walk-ins are welcome.',
    actions: [{ label: 'Plan Your Visit', to: '/contact' }],
  },
};
