import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const hiTechClassesPage: PageInput = {
  slug: 'hi-tech-classes',
  title: 'Hi-Tech Classes: Smart Classrooms',
  description: `Smart classrooms at ${schoolIdentity.name}: interactive panels, curriculum-aligned digital content and teachers trained to use them well.`,
  hero: {
    eyebrow: 'Facilities · Smart classrooms',
    title: 'Hi-Tech Classes',
    lead: 'Every classroom is a smart classroom. Technology here serves one purpose: helping children understand more deeply and remember longer.',
    image: schoolImages.classroom,
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'IT Infrastructure',
        to: '/it-infrastructure',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'smart-classroom',
      title: 'What Makes Our Classrooms Smart',
      eyebrow: 'Inside a smart classroom',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Interactive Panels',
              icon: 'monitor',
              text: 'Large touch-enabled panels replace the blackboard: teachers and students write, draw, zoom into diagrams and save each lesson.',
            },
            {
              title: 'Digital Content',
              icon: 'book',
              text: 'Animations, 3D models, simulations and videos mapped to the CBSE syllabus chapter by chapter, in English and Hindi.',
            },
            {
              title: 'Teacher Training',
              icon: 'graduation',
              text: 'Teachers are trained before they use the panels and keep learning through regular workshops on digital teaching.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'in-practice',
      title: 'Technology With a Purpose',
      eyebrow: 'In practice',
      blocks: [
        {
          type: 'split',
          image: schoolImages.classroom,
          doc: richTextOf([
            'A science lesson on the heart can begin with a beating 3D model, move to a hands-on activity and end with a quick quiz on the panel that shows the teacher, instantly, who needs more help.',
            'Screens are one tool among many. Children still read books, write in notebooks, work in groups and learn by doing — the panel makes the hard ideas easier to see.',
          ]),
          points: [
            'Visual explanations of abstract concepts',
            'Instant class quizzes that guide revision',
            'Lessons saved and shared for absent students',
            'Support for different learning styles',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'training',
      title: 'How We Train Our Teachers',
      eyebrow: 'People before devices',
      blocks: [
        {
          type: 'schedule',
          label: 'Teacher training for smart classrooms',
          items: [
            {
              when: 'Step 1',
              title: 'Induction',
              text: 'Hands-on training on the interactive panel and content library before a teacher takes a smart class.',
            },
            {
              when: 'Step 2',
              title: 'Lesson design',
              text: 'Workshops on planning lessons that mix digital content with discussion, activity and written work.',
            },
            {
              when: 'Step 3',
              title: 'Peer observation',
              text: 'Teachers observe one another and share what worked, in subject groups each term.',
            },
            {
              when: 'Every year',
              title: 'Professional development',
              text: 'Digital teaching is part of the 60+ hours of professional development each teacher completes yearly.',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Step into a smart classroom',
    text: 'Book a campus tour to see a lesson on our interactive panels.',
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Our Campus',
        to: '/our-campus',
      },
    ],
  },
};
