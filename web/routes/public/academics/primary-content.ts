import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import type { ContentPageData } from './content-types.ts';

const { name, admissionUrl } = schoolIdentity;

export const primaryPage: ContentPageData = {
  meta: {
    title: 'Primary School: Classes 1 to 5',
    description: `Primary classes 1 to 5 at ${name}: inquiry-based learning with continuous and comprehensive evaluation, upcoming events and what parents say.`,
    path: '/academics-primary',
  },
  hero: {
    eyebrow: 'Primary · Classes 1 to 5',
    title: 'Primary School',
    lead: 'In the primary years children learn to ask good questions and find the answers themselves. Strong basics in reading, writing and numbers go hand in hand with curiosity, kindness and confidence.',
    image: schoolImages.primary,
    actions: [
      { label: 'Enroll Now', to: admissionUrl, external: true, variant: 'accent' },
      { label: 'Contact Us', to: '/contact', variant: 'outlineLight' },
    ],
  },
  bands: [
    {
      id: 'approach',
      eyebrow: 'How we teach',
      title: 'An Inquiry-Based Approach',
      intro:
        'Lessons start from a question the children care about. They observe, try, discuss and explain, while teachers guide them to the concepts of the CBSE curriculum. Progress is followed through continuous and comprehensive evaluation (CCE), not a single exam.',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Inquiry-Based Learning',
              icon: 'bulb',
              text: 'Each unit opens with a real question — why do plants need light, how does a market work — that children investigate in groups.',
            },
            {
              title: 'Continuous and Comprehensive Evaluation',
              icon: 'chart',
              text: 'Class work, projects, oral tasks and short periodic tests together show how each child is learning, term after term.',
            },
            {
              title: 'Activity-Based Learning',
              icon: 'puzzle',
              text: 'Maths lab kits, experiments, role plays and field walks make abstract ideas concrete and memorable.',
            },
            {
              title: 'Values and Life Skills',
              icon: 'heart',
              text: 'Honesty, responsibility, teamwork and care for the environment are part of daily routines, assemblies and class duties.',
            },
          ],
        },
      ],
    },
    {
      id: 'curriculum',
      eyebrow: 'What children learn',
      title: 'A Balanced Curriculum',
      blocks: [
        {
          kind: 'split',
          image: schoolImages.classroom,
          paragraphs: [
            'The primary curriculum follows CBSE and the National Education Policy’s focus on foundational literacy and numeracy. Smart classrooms, a class library and weekly lab periods support every subject.',
            'Evaluation is spread across the year: teachers record observations, notebooks, projects and periodic assessments, and parents receive a detailed report card each term along with a parent–teacher meeting.',
          ],
          points: [
            'English, Hindi and Mathematics every day',
            'Environmental Studies (Classes 1–2), Science and Social Science (Classes 3–5)',
            'Computer Science and General Knowledge',
            'Art, Music, Dance, Yoga and Physical Education',
          ],
        },
      ],
    },
    {
      id: 'events',
      eyebrow: 'Dates for your diary',
      title: 'Upcoming Events',
      intro:
        'Parents are warmly invited to all three. Circulars with timings are sent home a week before each event.',
      blocks: [
        {
          kind: 'schedule',
          label: 'Upcoming primary school events',
          items: [
            {
              when: 'May 15',
              whenDetail: '2025',
              dateTime: '2025-05-15',
              title: 'Annual Science Exhibition',
              text: 'Primary pupils present models and simple experiments on water, plants, magnets and the solar system.',
            },
            {
              when: 'June 5',
              whenDetail: '2025',
              dateTime: '2025-06-05',
              title: 'Parent-Teacher Meeting',
              text: 'One-to-one meetings with class teachers to review the term’s portfolio and plan the next steps together.',
            },
            {
              when: 'July 10',
              whenDetail: '2025',
              dateTime: '2025-07-10',
              title: 'Cultural Fest',
              text: 'Songs, dances, a class play and a poetry recital in English and Hindi — every child takes part on stage.',
            },
          ],
        },
      ],
    },
    {
      id: 'testimonials',
      eyebrow: 'In their words',
      title: 'What Parents Say',
      blocks: [
        {
          kind: 'quotes',
          quotes: [
            {
              quote:
                'My daughter used to be shy about reading aloud. After a year of class library periods and show-and-tell, she now reads stories to her younger brother every night.',
              name: 'Priya Agrawal',
              role: 'Parent of a Class 2 student',
            },
            {
              quote:
                'The projects are practical and the teachers explain clearly what is expected. We see our son asking “why” about everything, and that is exactly what we hoped for.',
              name: 'Rahul Sahu',
              role: 'Parent of a Class 4 student',
            },
            {
              quote:
                'Regular feedback under CCE means there are no surprises at the end of the term. The class teacher always has time to talk.',
              name: 'Neha Verma',
              role: 'Parent of a Class 5 student',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Give your child a confident start',
    text: 'Admissions for Classes 1 to 5 are open. Apply online or talk to our admissions team.',
    actions: [
      { label: 'Enroll Now', to: admissionUrl, external: true },
      { label: 'Contact Us', to: '/contact' },
      { label: 'About Our School', to: '/our-school' },
    ],
  },
};
