import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolFacts } from '#contracts/school-facts.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

const { name } = schoolIdentity;
const teacherCount = schoolFacts.teachers;
/** Every teacher receives at least this many hours of professional development a year. */
const developmentHours = 60;

/** The faculty: staff keep the teachers' names, subjects and photos up to date in the Pages tab. */
export const facultyPage: PageInput = {
  slug: 'faculty',
  title: 'Our Faculty',
  description: `Meet the ${teacherCount} teachers of ${name}: departments, qualifications, and at least ${developmentHours} hours of professional development a year.`,
  hero: {
    eyebrow: 'About us',
    title: 'Our Faculty',
    lead: 'Qualified, caring teachers who know every child by name, and who never stop learning themselves.',
    image: schoolImages.primary,
  },
  sections: [
    {
      type: 'section',
      id: 'our-teachers',
      eyebrow: 'Our teachers',
      title: 'People who love teaching',
      tone: 'plain',
      blocks: [
        {
          type: 'split',
          image: schoolImages.classroom,
          doc: richTextOf([
            `Our ${teacherCount} full-time teachers are the heart of the school. We choose them for their subject knowledge, for their skill in the classroom and, just as much, for their patience and warmth with children.`,
            'Class teachers stay in close touch with parents, subject teachers plan together across classes, and visiting coaches for sports, music and dance add specialist skills to the team.',
          ]),
        },
      ],
    },
    {
      type: 'section',
      id: 'figures',
      title: 'Our team in figures',
      tone: 'muted',
      blocks: [
        {
          type: 'stats',
          label: 'Our team in figures',
          items: [
            {
              value: String(teacherCount),
              label: 'full-time teachers, supported by visiting coaches and specialists',
            },
            {
              value: `${developmentHours}+ hours`,
              label: 'of professional development for every teacher, every year',
            },
            { value: '9', label: 'departments, from Pre-Primary to Senior Secondary' },
            {
              value: '100%',
              label: 'of teachers hold the professional qualification required for their stage',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'departments',
      title: 'Departments',
      intro:
        'Teachers work in departments that plan lessons, share resources and review pupils’ progress together.',
      tone: 'plain',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          items: [
            {
              title: 'Pre-Primary',
              icon: 'heart',
              text: 'Early-years teachers trained in play-based learning for Nursery to Sr.KG.',
            },
            {
              title: 'Languages',
              icon: 'book',
              text: 'English, Hindi and Sanskrit, with the English Speaking Programme and reading clubs.',
            },
            {
              title: 'Mathematics',
              icon: 'chart',
              text: 'From number sense with the abacus to calculus, using the mathematics lab.',
            },
            {
              title: 'Science',
              icon: 'flask',
              text: 'Physics, chemistry and biology taught through experiments in three labs.',
            },
            {
              title: 'Social Science',
              icon: 'globe',
              text: 'History, geography, civics and economics, with projects and field visits.',
            },
            {
              title: 'Computer Science',
              icon: 'monitor',
              text: 'Coding, digital skills and the DCP cyber-smartness programme.',
            },
            {
              title: 'Performing & Visual Arts',
              icon: 'music',
              text: 'Music, dance, drama and art, including the Octave programme.',
            },
            {
              title: 'Physical Education',
              icon: 'activity',
              text: 'Athletics, team games, swimming, skating, yoga and fitness.',
            },
            {
              title: 'Student Support',
              icon: 'users',
              text: 'A counsellor, a special educator, the librarian and the school nurse.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'heads-of-department',
      title: 'Heads of department',
      intro: 'The teachers who lead each department and are glad to hear from parents.',
      tone: 'muted',
      blocks: [
        {
          type: 'people',
          label: 'Heads of department',
          people: [
            { name: 'Ms. Kavita Nair', role: 'Pre-Primary' },
            { name: 'Mrs. Anjali Verma', role: 'Languages: English' },
            { name: 'Mr. Rakesh Tiwari', role: 'Mathematics' },
            { name: 'Dr. Sunita Rao', role: 'Science: Biology' },
            { name: 'Mr. Arvind Mishra', role: 'Social Science' },
            { name: 'Ms. Pooja Agrawal', role: 'Computer Science' },
            { name: 'Mr. Deepak Sahu', role: 'Performing & Visual Arts: Music' },
            { name: 'Mr. Manoj Yadav', role: 'Physical Education' },
            { name: 'Ms. Ritu Chandrakar', role: 'Student Support: Counsellor' },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'qualifications',
      title: 'Qualifications',
      intro: 'We appoint teachers according to CBSE norms for each stage of school:',
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          style: 'check',
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
      ],
    },
    {
      type: 'section',
      id: 'professional-development',
      title: 'Professional development',
      intro: `Good teachers keep learning. Every teacher completes at least ${developmentHours} hours of professional development each year, through:`,
      tone: 'muted',
      blocks: [
        {
          type: 'list',
          style: 'check',
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
