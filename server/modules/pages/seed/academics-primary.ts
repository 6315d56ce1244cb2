import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const academicsPrimaryPage: PageInput = {
  slug: 'academics-primary',
  title: 'Primary School: Classes 1 to 5',
  description: `Primary classes 1 to 5 at ${schoolIdentity.name}: inquiry-based learning with continuous and comprehensive evaluation, upcoming events and what parents say.`,
  hero: {
    eyebrow: 'Primary · Classes 1 to 5',
    title: 'Primary School',
    lead: 'In the primary years children learn to ask good questions and find the answers themselves. Strong basics in reading, writing and numbers go hand in hand with curiosity, kindness and confidence.',
    image: schoolImages.primary,
    actions: [
      {
        label: 'Enroll Now',
        to: schoolIdentity.admissionUrl,
        external: true,
        variant: 'accent',
      },
      {
        label: 'Contact Us',
        to: '/contact',
        variant: 'outlineLight',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'approach',
      title: 'An Inquiry-Based Approach',
      eyebrow: 'How we teach',
      intro:
        'Lessons start from a question the children care about. They observe, try, discuss and explain, while teachers guide them to the concepts of the CBSE curriculum. Progress is followed through continuous and comprehensive evaluation (CCE), not a single exam.',
      blocks: [
        {
          type: 'cards',
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
      type: 'section',
      id: 'curriculum',
      title: 'A Balanced Curriculum',
      eyebrow: 'What children learn',
      blocks: [
        {
          type: 'split',
          image: schoolImages.classroom,
          doc: richTextOf([
            'The primary curriculum follows CBSE and the National Education Policy’s focus on foundational literacy and numeracy. Smart classrooms, a class library and weekly lab periods support every subject.',
            'Evaluation is spread across the year: teachers record observations, notebooks, projects and periodic assessments, and parents receive a detailed report card each term along with a parent–teacher meeting.',
          ]),
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
      type: 'section',
      id: 'events',
      title: 'Upcoming Events',
      eyebrow: 'Dates for your diary',
      intro:
        'Parents are warmly invited. Circulars with timings are sent home a week before each event.',
      blocks: [
        {
          type: 'upcomingEvents',
          label: 'Upcoming primary school events',
          audience: 'primary',
          count: 3,
        },
      ],
    },
    {
      type: 'section',
      id: 'testimonials',
      title: 'What Parents Say',
      eyebrow: 'In their words',
      blocks: [
        {
          type: 'quotes',
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
      {
        label: 'Enroll Now',
        to: schoolIdentity.admissionUrl,
        external: true,
      },
      {
        label: 'Contact Us',
        to: '/contact',
      },
      {
        label: 'About Our School',
        to: '/our-school',
      },
    ],
  },
};
