import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import type { InfoPageContent } from './info-page.tsx';

const { name } = schoolIdentity;

export const epFuturePage: InfoPageContent = {
  seo: {
    title: 'EP Future: Future-Readiness Programme',
    description: `EP Future at ${name}: FLIP entrepreneurship, DCP cyber smartness and career guidance that prepare pupils for higher studies, work and life.`,
    path: '/epfuture',
  },
  hero: {
    eyebrow: 'Why us',
    title: 'EP Future: Ready for Tomorrow',
    lead: 'Our future-readiness programme: entrepreneurship, cyber smartness and career guidance, woven through the school years.',
    image: schoolImages.computerLab,
  },
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Why it matters',
      title: 'Preparing for a world that keeps changing',
      paragraphs: [
        'Many of the jobs our pupils will do do not exist yet. Good marks remain important, but young people also need to create, to adapt, to stay safe online and to make informed choices about their future.',
        'EP Future brings together three programmes that run alongside the CBSE curriculum from the primary years to Class XII. Each is taught in age-appropriate steps, and each ends in something practical that pupils do, make or decide.',
      ],
      image: schoolImages.middle,
    },
    {
      kind: 'cards',
      title: 'Three pillars',
      minWidth: '18rem',
      cards: [
        {
          title: 'FLIP',
          meta: 'Entrepreneurship',
          icon: 'briefcase',
          description: 'Pupils learn to spot problems, design solutions and run small ventures.',
          points: [
            'Idea workshops and design thinking',
            'Costing, pricing and simple accounts',
            'An annual market day and pitch to a panel',
          ],
        },
        {
          title: 'DCP',
          meta: 'Cyber smartness',
          icon: 'lock',
          description: 'Safe, responsible and confident use of the internet and digital tools.',
          points: [
            'Passwords, privacy and safe sharing',
            'Spotting scams, fake news and cyberbullying',
            'Workshops for parents every year',
          ],
        },
        {
          title: 'Career Guidance',
          meta: 'Choices with confidence',
          icon: 'compass',
          description:
            'Help in understanding strengths and choosing subjects, courses and careers.',
          points: [
            'Aptitude and interest assessments',
            'Talks by professionals from many different fields',
            'One-to-one counselling for stream and college choices',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Step by step through the school',
      intro: 'EP Future grows with the child: each stage builds on the one before.',
      minWidth: '15rem',
      cards: [
        {
          title: 'Primary years',
          meta: 'Classes 1 to 5',
          icon: 'sparkles',
          description:
            'Saving and sharing, simple class projects, and first lessons on screen time and online kindness.',
        },
        {
          title: 'Middle school',
          meta: 'Classes 6 to 8',
          icon: 'lightbulb',
          description:
            'Team ventures in FLIP, coding projects, digital footprints and privacy, and exploring a range of careers.',
        },
        {
          title: 'Secondary',
          meta: 'Classes 9 and 10',
          icon: 'target',
          description:
            'Aptitude assessments, stream guidance before Class XI, and recognising online risks and scams.',
        },
        {
          title: 'Senior secondary',
          meta: 'Classes 11 and 12',
          icon: 'graduation',
          description:
            'Entrance-exam and college planning, applications and interviews, and a capstone venture or internship.',
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'Skills our pupils build',
      columns: 2,
      items: [
        'Creative problem-solving and design thinking',
        'Financial literacy: budgets, savings and value for money',
        'Teamwork, leadership and presenting ideas with confidence',
        'Safe, ethical and critical use of digital media',
        'Self-knowledge: interests, strengths and values',
        'Planning next steps: streams, entrance exams and courses',
      ],
    },
  ],
  cta: {
    title: 'Talk to us about your child’s future',
    text: 'Our counsellor and class teachers are glad to discuss EP Future with parents.',
    actions: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'About Our School', to: '/our-school' },
    ],
  },
};
