import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const epFuturePage: PageInput = {
  slug: 'epfuture',
  title: 'EP Future: Future-Readiness Programme',
  description: `EP Future at ${schoolIdentity.name}: FLIP entrepreneurship, DCP cyber smartness and career guidance that prepare pupils for higher studies, work and life.`,
  hero: {
    eyebrow: 'Why us',
    title: 'EP Future: Ready for Tomorrow',
    lead: 'Our future-readiness programme: entrepreneurship, cyber smartness and career guidance, woven through the school years.',
    image: schoolImages.computerLab,
  },
  sections: [
    {
      type: 'section',
      id: 'why-it-matters',
      eyebrow: 'Why it matters',
      title: 'Preparing for a world that keeps changing',
      tone: 'plain',
      blocks: [
        {
          type: 'split',
          image: schoolImages.middle,
          doc: richTextOf([
            'Many of the jobs our pupils will do do not exist yet. Good marks remain important, but young people also need to create, to adapt, to stay safe online and to make informed choices about their future.',
            'EP Future brings together three programmes that run alongside the CBSE curriculum from the primary years to Class XII. Each is taught in age-appropriate steps, and each ends in something practical that pupils do, make or decide.',
          ]),
        },
      ],
    },
    {
      type: 'section',
      id: 'pillars',
      title: 'Three pillars',
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '18rem',
          pointStyle: 'check',
          items: [
            {
              title: 'FLIP',
              meta: 'Entrepreneurship',
              icon: 'briefcase',
              text: 'Pupils learn to spot problems, design solutions and run small ventures.',
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
              text: 'Safe, responsible and confident use of the internet and digital tools.',
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
              text: 'Help in understanding strengths and choosing subjects, courses and careers.',
              points: [
                'Aptitude and interest assessments',
                'Talks by professionals from many different fields',
                'One-to-one counselling for stream and college choices',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'stages',
      title: 'Step by step through the school',
      intro: 'EP Future grows with the child: each stage builds on the one before.',
      tone: 'plain',
      blocks: [
        {
          type: 'cards',
          minWidth: '15rem',
          items: [
            {
              title: 'Primary years',
              meta: 'Classes 1 to 5',
              icon: 'sparkles',
              text: 'Saving and sharing, simple class projects, and first lessons on screen time and online kindness.',
            },
            {
              title: 'Middle school',
              meta: 'Classes 6 to 8',
              icon: 'lightbulb',
              text: 'Team ventures in FLIP, coding projects, digital footprints and privacy, and exploring a range of careers.',
            },
            {
              title: 'Secondary',
              meta: 'Classes 9 and 10',
              icon: 'target',
              text: 'Aptitude assessments, stream guidance before Class XI, and recognising online risks and scams.',
            },
            {
              title: 'Senior secondary',
              meta: 'Classes 11 and 12',
              icon: 'graduation',
              text: 'Entrance-exam and college planning, applications and interviews, and a capstone venture or internship.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'skills',
      title: 'Skills our pupils build',
      tone: 'muted',
      blocks: [
        {
          type: 'list',
          style: 'check',
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
