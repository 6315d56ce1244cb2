import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import type { InfoPageContent } from './info-page.tsx';

const { name } = schoolIdentity;

/** Spec constant: every teacher receives at least this many hours of professional development a year. */
export const professionalDevelopmentHours = 60;
export const teacherCount = 48;

export const facultyPage: InfoPageContent = {
  seo: {
    title: 'Our Faculty',
    description: `Meet the ${teacherCount} teachers of ${name}: departments, qualifications, and at least ${professionalDevelopmentHours} hours of professional development a year.`,
    path: '/faculty',
  },
  hero: {
    eyebrow: 'About us',
    title: 'Our Faculty',
    lead: 'Qualified, caring teachers who know every child by name, and who never stop learning themselves.',
    image: schoolImages.primary,
  },
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Our teachers',
      title: 'People who love teaching',
      paragraphs: [
        `Our ${teacherCount} full-time teachers are the heart of the school. We choose them for their subject knowledge, for their skill in the classroom and, just as much, for their patience and warmth with children.`,
        'Class teachers stay in close touch with parents, subject teachers plan together across classes, and visiting coaches for sports, music and dance add specialist skills to the team.',
      ],
      image: schoolImages.classroom,
    },
    {
      kind: 'figures',
      title: 'Our team in figures',
      figures: [
        {
          value: String(teacherCount),
          label: 'full-time teachers, supported by visiting coaches and specialists',
        },
        {
          value: `${professionalDevelopmentHours}+ hours`,
          label: 'of professional development for every teacher, every year',
        },
        { value: '9', label: 'departments, from Pre-Primary to Senior Secondary' },
        {
          value: '100%',
          label: 'of teachers hold the professional qualification required for their stage',
        },
      ],
    },
    {
      kind: 'cards',
      title: 'Departments',
      intro:
        'Teachers work in departments that plan lessons, share resources and review pupils’ progress together.',
      minWidth: '20rem',
      cards: [
        {
          title: 'Pre-Primary',
          icon: 'heart',
          description: 'Early-years teachers trained in play-based learning for Nursery to Sr.KG.',
        },
        {
          title: 'Languages',
          icon: 'book',
          description:
            'English, Hindi and Sanskrit, with the English Speaking Programme and reading clubs.',
        },
        {
          title: 'Mathematics',
          icon: 'chart',
          description: 'From number sense with the abacus to calculus, using the mathematics lab.',
        },
        {
          title: 'Science',
          icon: 'flask',
          description: 'Physics, chemistry and biology taught through experiments in three labs.',
        },
        {
          title: 'Social Science',
          icon: 'globe',
          description: 'History, geography, civics and economics, with projects and field visits.',
        },
        {
          title: 'Computer Science',
          icon: 'monitor',
          description: 'Coding, digital skills and the DCP cyber-smartness programme.',
        },
        {
          title: 'Performing & Visual Arts',
          icon: 'music',
          description: 'Music, dance, drama and art, including the Octave programme.',
        },
        {
          title: 'Physical Education',
          icon: 'activity',
          description: 'Athletics, team games, swimming, skating, yoga and fitness.',
        },
        {
          title: 'Student Support',
          icon: 'users',
          description: 'A counsellor, a special educator, the librarian and the school nurse.',
        },
      ],
    },
    {
      kind: 'checklist',
      title: 'Qualifications',
      intro: 'We appoint teachers according to CBSE norms for each stage of school:',
      columns: 2,
      items: [
        'Post-graduate teachers (Classes XI-XII): a master’s degree in the subject and a B.Ed.',
        'Trained graduate teachers (Classes VI-X): a degree in the subject, a B.Ed. and CTET',
        'Primary teachers (Classes I-V): a degree with B.Ed. or D.El.Ed., and CTET',
        'Pre-primary teachers: a recognised diploma in early childhood education',
        'Coaches and specialists: recognised certification in their sport or art',
        'Every staff member: police verification and child-safeguarding training before starting',
      ],
    },
    {
      kind: 'checklist',
      title: 'Professional development',
      intro: `Good teachers keep learning. Every teacher completes at least ${professionalDevelopmentHours} hours of professional development each year, through:`,
      columns: 2,
      items: [
        'CBSE capacity-building programmes and subject workshops',
        'In-house training on teaching methods, assessment and inclusive classrooms',
        'Child protection, first aid and fire-safety training',
        'Workshops on smart-class tools and safe use of technology',
        'Peer observation and lesson study within departments',
        'Reading circles and subject conferences',
      ],
    },
  ],
  cta: {
    title: 'Would you like to teach with us?',
    text: 'We are always glad to hear from good teachers who share our values.',
    actions: [
      { label: 'See Careers', to: '/careers' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
};
