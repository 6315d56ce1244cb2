import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const academicsUpperPage: PageInput = {
  slug: 'academics-upper',
  title: 'Secondary School: Grades 9 to 12',
  description: `Secondary school (grades 9–12) at ${schoolIdentity.name}: academic programme, graduation credits, faculty, clubs and college counselling for CBSE board and university success.`,
  hero: {
    eyebrow: 'Upper School · CBSE Secondary and Senior Secondary',
    title: 'Secondary School',
    lead: 'Grades 9-12',
    image: schoolImages.upper,
    actions: [
      {
        label: 'Apply Now',
        to: schoolIdentity.admissionUrl,
        external: true,
        variant: 'accent',
      },
      {
        label: 'Request Information',
        to: '/contact',
        variant: 'outlineLight',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'explore',
      title: 'Inside Our Secondary School',
      eyebrow: 'Explore',
      intro:
        'Choose a topic to learn about academics, our teachers, activities and university guidance.',
      tone: 'plain',
      blocks: [
        {
          type: 'tabs',
          label: 'Secondary school topics',
          tabs: [
            {
              id: 'overview',
              label: 'Overview',
              blocks: [
                {
                  type: 'group',
                  title: 'Welcome to Secondary School',
                  blocks: [
                    {
                      type: 'split',
                      image: schoolImages.library,
                      doc: richTextOf([
                        'Classes 9 to 12 are where students take charge of their future. Alongside a rigorous CBSE programme leading to the Class X and Class XII board examinations, they choose streams, lead clubs and houses, and prepare for university and beyond.',
                        'Small classes, subject specialists and a dedicated counselling team mean every student is known, stretched and supported — whether they are aiming for engineering, medicine, commerce, law, design or the humanities.',
                      ]),
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'By the Numbers',
                  blocks: [
                    {
                      type: 'stats',
                      label: 'Secondary school by the numbers',
                      items: [
                        {
                          value: '12:1',
                          label: 'Student-to-teacher ratio',
                        },
                        {
                          value: '98%',
                          label: 'College acceptance',
                        },
                        {
                          value: '25+',
                          label: 'AP and honors courses',
                        },
                        {
                          value: '40+',
                          label: 'Clubs and activities',
                        },
                        {
                          value: '90%',
                          label: 'AP success',
                        },
                        {
                          value: '25+',
                          label: 'Awards',
                        },
                      ],
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Upcoming Events',
                  blocks: [
                    {
                      type: 'upcomingEvents',
                      label: 'Upcoming secondary school events',
                      audience: 'secondary',
                      count: 4,
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Student Voices',
                  blocks: [
                    {
                      type: 'quotes',
                      quotes: [
                        {
                          quote:
                            'The teachers push us to think, not just memorise. Leading the robotics club taught me as much as any class — how to plan, fail and try again.',
                          name: 'Ishita Mishra',
                          role: 'Student, Class XII (Science)',
                        },
                        {
                          quote:
                            'My counsellor helped me see that commerce and design could go together. I now have a clear plan for college and I know why I chose it.',
                          name: 'Kabir Singh',
                          role: 'Student, Class XI (Commerce)',
                        },
                      ],
                    },
                  ],
                },
                {
                  type: 'callout',
                  icon: 'calendar',
                  title: 'Schedule a Visit',
                  text: 'See classes in progress, visit the labs and library, and meet our secondary coordinator and counsellor. Visits run Monday to Saturday.',
                  actions: [
                    {
                      label: 'Request Information',
                      to: '/contact',
                    },
                  ],
                },
              ],
            },
            {
              id: 'academic-program',
              label: 'Academic Program',
              blocks: [
                {
                  type: 'group',
                  title: 'Pathways for Every Ambition',
                  intro:
                    'All students follow the CBSE curriculum. On top of it, they can choose from four enrichment pathways.',
                  blocks: [
                    {
                      type: 'cards',
                      items: [
                        {
                          title: 'Advanced Placement (AP)',
                          icon: 'graduation',
                          text: 'For students aiming at universities abroad: after-school AP courses in Calculus, Physics, Computer Science, Economics and English, with College Board exams taken in May.',
                        },
                        {
                          title: 'Honors',
                          icon: 'star',
                          text: 'Enriched sections in Mathematics, Sciences and English with deeper problem sets, research papers and olympiad preparation.',
                        },
                        {
                          title: 'STEM',
                          icon: 'flask',
                          text: 'Robotics, coding, electronics and design-thinking projects in our labs, with mentoring for science fairs and innovation challenges.',
                        },
                        {
                          title: 'Dual Enrollment',
                          icon: 'book',
                          text: 'Credit-bearing online courses from partner universities and approved national platforms, taken in Classes 11 and 12 under teacher supervision.',
                        },
                      ],
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Graduation Credits',
                  intro:
                    'Across Classes 9 to 12, each student completes 24 credits. One credit is a full year of study in a subject area.',
                  blocks: [
                    {
                      type: 'table',
                      caption: 'Credits required to graduate',
                      columns: ['Subject area', 'Credits', 'What it includes'],
                      numericColumns: [1],
                      rows: [
                        ['English', '4', 'Language, literature and writing every year'],
                        [
                          'Mathematics',
                          '4',
                          'Core mathematics; Applied Mathematics option in Classes 11–12',
                        ],
                        ['Science', '3', 'Physics, Chemistry and Biology, with practical work'],
                        [
                          'Social Studies',
                          '3',
                          'History, Geography, Political Science and Economics',
                        ],
                        ['World Languages', '3', 'Hindi, Sanskrit or French'],
                        ['Arts', '1', 'Visual arts, music, dance or theatre'],
                        ['PE/Health', '1', 'Physical education, yoga and health education'],
                        [
                          'Electives',
                          '5',
                          'Stream subjects such as Accountancy, Computer Science, Psychology',
                        ],
                      ],
                      footer: ['Total', '24', 'Over four years'],
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Academic Support',
                  blocks: [
                    {
                      type: 'cards',
                      items: [
                        {
                          title: 'Advisory Program',
                          icon: 'users',
                          text: 'Every student has an advisor who meets a small group weekly and each student one-to-one each term to review goals and wellbeing.',
                        },
                        {
                          title: 'Learning Center',
                          icon: 'bulb',
                          text: 'Open after classes for extra help with teachers, study-skills workshops and support for students with specific learning needs.',
                        },
                        {
                          title: 'Peer Tutoring',
                          icon: 'handshake',
                          text: 'Free peer tutoring by trained senior students in Mathematics, Science and languages, four afternoons a week.',
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              id: 'faculty',
              label: 'Faculty & Staff',
              blocks: [
                {
                  type: 'group',
                  title: 'Teachers Who Know Their Subject — and Their Students',
                  blocks: [
                    {
                      type: 'richText',
                      doc: richTextOf([
                        'Secondary classes are taught by subject specialists. Every teacher holds a postgraduate degree in the subject they teach and a B.Ed.; many have cleared CTET or the UGC NET, and several bring experience from industry, research or leading schools in India and abroad.',
                        'Our faculty keep learning too: each teacher completes at least 60 hours of professional development every year, through CBSE capacity-building programmes, in-house workshops on assessment and digital teaching, and subject conferences.',
                      ]),
                    },
                    {
                      type: 'stats',
                      label: 'Secondary faculty in figures',
                      items: [
                        {
                          value: '60+',
                          label: 'Hours of professional development a year',
                        },
                        {
                          value: '12:1',
                          label: 'Student-to-teacher ratio',
                        },
                        {
                          value: '1:30',
                          label: 'Counsellor-to-student ratio',
                        },
                      ],
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Departments',
                  blocks: [
                    {
                      type: 'table',
                      caption: 'Secondary school departments',
                      columns: ['Department', 'Subjects', 'Facilities'],
                      rows: [
                        [
                          'English',
                          'Language and Literature, Creative Writing',
                          'Library, language lab',
                        ],
                        [
                          'Mathematics',
                          'Mathematics, Applied Mathematics, AP Calculus',
                          'Mathematics lab',
                        ],
                        ['Sciences', 'Physics, Chemistry, Biology', 'Three science labs'],
                        [
                          'Social Sciences',
                          'History, Geography, Political Science, Economics, Psychology',
                          'Smart classrooms, map room',
                        ],
                        ['Commerce', 'Accountancy, Business Studies, Economics', 'Computer lab'],
                        [
                          'Computer Science',
                          'Computer Science, Informatics Practices, AI',
                          'Computer lab, robotics corner',
                        ],
                        ['Languages', 'Hindi, Sanskrit, French', 'Language lab'],
                        [
                          'Arts and Physical Education',
                          'Visual Arts, Music, Dance, Physical Education',
                          'Art room, music room, sports grounds, pool',
                        ],
                      ],
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Beyond the Classroom',
                  blocks: [
                    {
                      type: 'list',
                      style: 'check',
                      items: [
                        {
                          title: 'Class mentors.',
                          text: 'Each section has a mentor who is the first point of contact for parents.',
                        },
                        {
                          title: 'Counselling team.',
                          text: 'Career and university counsellors plus a student wellbeing counsellor.',
                        },
                        {
                          title: 'Special educator.',
                          text: 'Supports students with learning differences and arranges exam accommodations.',
                        },
                        {
                          title: 'Lab assistants and librarian.',
                          text: 'Keep labs safe and the library open through the school day.',
                        },
                      ],
                      columns: 2,
                    },
                  ],
                },
              ],
            },
            {
              id: 'extracurricular',
              label: 'Extracurricular',
              blocks: [
                {
                  type: 'group',
                  title: 'Life Beyond Lessons',
                  intro:
                    'Secondary students choose from more than 40 clubs and activities. Each student is expected to take part in at least one sport, one club and one service project a year.',
                  blocks: [
                    {
                      type: 'cards',
                      items: [
                        {
                          title: 'Athletics',
                          icon: 'run',
                          text: 'School teams in football, basketball, cricket, athletics, swimming and skating, competing in CBSE cluster and district tournaments.',
                        },
                        {
                          title: 'Clubs',
                          icon: 'users',
                          text: 'Robotics, coding, Model United Nations, debate, quiz, eco, astronomy, entrepreneurship (FLIP) and photography clubs, among others.',
                        },
                        {
                          title: 'Arts',
                          icon: 'palette',
                          text: 'Choir, instrumental ensembles, dance, theatre and visual arts, with an annual exhibition and Annual Day performances.',
                        },
                        {
                          title: 'Community Service',
                          icon: 'heart',
                          text: 'Over 100 hours of service a year across literacy drives, tree plantation, blood-donation camps and visits to care homes.',
                        },
                        {
                          title: 'Leadership',
                          icon: 'star',
                          text: 'Student council, house captains, club presidents and event committees give students real responsibility and a voice.',
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              id: 'college-prep',
              label: 'College Prep',
              blocks: [
                {
                  type: 'group',
                  title: 'Counselling, Year by Year',
                  intro:
                    'University guidance begins in Class 9, so that choices in Class 11 and applications in Class 12 come from self-knowledge, not last-minute pressure.',
                  blocks: [
                    {
                      type: 'schedule',
                      label: 'College counselling by grade',
                      items: [
                        {
                          when: 'Grade 9',
                          title: 'Discover',
                          text: 'Interest and aptitude inventories, career talks by parents and alumni, and building good study habits.',
                        },
                        {
                          when: 'Grade 10',
                          title: 'Choose',
                          text: 'One-to-one stream counselling (Science, Commerce, Humanities) with students and parents before Class 11 subject choice.',
                        },
                        {
                          when: 'Grade 11',
                          title: 'Explore',
                          text: 'University shortlists, entrance exam planning (JEE, NEET, CUET, SAT), summer programmes and profile building.',
                        },
                        {
                          when: 'Grade 12',
                          title: 'Apply',
                          text: 'Application timelines, essays and statements, recommendation letters, interview practice and scholarship guidance.',
                        },
                      ],
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Where Our Students Aim',
                  intro:
                    'Our counsellors guide applications to leading universities in India and abroad, including:',
                  blocks: [
                    {
                      type: 'list',
                      style: 'check',
                      items: [
                        'Indian Institutes of Technology (through JEE Advanced)',
                        'National Institutes of Technology',
                        'AIIMS and government medical colleges (through NEET)',
                        'University of Delhi and other central universities (through CUET)',
                        'Ashoka University and FLAME University',
                        'Symbiosis International and Christ University',
                        'National Law Universities (through CLAT)',
                        'Universities in the UK, Canada, Australia and Singapore',
                      ],
                      columns: 2,
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Counselling Resources',
                  blocks: [
                    {
                      type: 'cards',
                      items: [
                        {
                          title: 'Dedicated Counsellors',
                          icon: 'users',
                          text: 'A counsellor-to-student ratio of 1:30 in Classes 11 and 12 means time for real conversations, not just forms.',
                        },
                        {
                          title: 'Career Library',
                          icon: 'book',
                          text: 'Prospectuses, entrance exam guides, scholarship lists and online career-assessment tools in the library.',
                        },
                        {
                          title: 'University Fairs and Talks',
                          icon: 'globe',
                          text: 'Admissions officers, alumni and professionals visit campus each term to talk about courses and careers.',
                        },
                        {
                          title: 'Application Workshops',
                          icon: 'tools',
                          text: 'Hands-on sessions on essays, portfolios, interviews and entrance exam strategy, plus mock tests.',
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Ready for the next step?',
    text: 'Apply online for Classes 9 to 12, or ask us about streams, subjects and counselling.',
    actions: [
      {
        label: 'Apply Now',
        to: schoolIdentity.admissionUrl,
        external: true,
      },
      {
        label: 'Request Information',
        to: '/contact',
      },
    ],
  },
};
