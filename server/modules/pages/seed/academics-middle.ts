import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const academicsMiddlePage: PageInput = {
  slug: 'academics-middle',
  title: 'Middle School: Classes VI to VIII',
  description: `Middle school at ${schoolIdentity.name}: classes VI–VIII with integrated and independent learning, a clear evaluation system, inter-house competitions and preparation for secondary school.`,
  hero: {
    eyebrow: 'Middle School · Classes VI to VIII',
    title: 'Middle School',
    lead: 'The middle years are a bridge from childhood to adolescence. We give students more subjects, more responsibility and more room to think for themselves — with teachers close by.',
    image: schoolImages.middle,
    actions: [
      {
        label: 'Apply Now',
        to: schoolIdentity.admissionUrl,
        external: true,
        variant: 'accent',
      },
      {
        label: 'Schedule a Visit',
        to: '/contact',
        variant: 'outlineLight',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'introduction',
      title: 'Learning to Learn Independently',
      eyebrow: 'Classes VI – VIII',
      blocks: [
        {
          type: 'split',
          image: schoolImages.students,
          doc: richTextOf([
            'In Classes VI to VIII students study English, Hindi, Sanskrit, Mathematics, Science, Social Science and Computer Science, with art, music, physical education and skill subjects each week.',
            'Subject teachers replace the single class teacher, labs become part of the timetable, and students begin to plan their own work — homework diaries, project deadlines and revision schedules — with guidance from a class mentor.',
          ]),
        },
      ],
    },
    {
      type: 'section',
      id: 'approach',
      title: 'Four Ideas That Shape the Middle Years',
      eyebrow: 'Our approach',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Integrated Learning',
              icon: 'puzzle',
              text: 'Themes link subjects together: a unit on water brings in science, geography, mathematics and a Hindi essay, so knowledge connects.',
            },
            {
              title: 'Independent Learning',
              icon: 'compass',
              text: 'Research tasks, library periods and self-assessment checklists teach students to find information and judge their own work.',
            },
            {
              title: 'Community Connection',
              icon: 'handshake',
              text: 'Visits, cleanliness drives and interviews with local workers connect classroom topics with life in Bilaspur.',
            },
            {
              title: 'Comprehensive Evaluation',
              icon: 'chart',
              text: 'Knowledge, skills, attitudes and participation all count, so every student can show strengths beyond a written paper.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'evaluation',
      title: 'Our Evaluation System',
      eyebrow: 'How progress is measured',
      intro:
        'Evaluation is spread over the year and shared openly with students and parents, so that it guides learning rather than simply grading it.',
      blocks: [
        {
          type: 'list',
          style: 'check',
          items: [
            {
              title: 'Cycle tests.',
              text: 'Short written tests after each block of chapters check understanding while the topic is fresh.',
            },
            {
              title: 'Projects.',
              text: 'Individual and group projects each term develop research, presentation and teamwork.',
            },
            {
              title: 'Programmed curricular activities.',
              text: 'Planned quizzes, lab work, debates and map work are assessed with clear rubrics.',
            },
            {
              title: 'Continuous feedback.',
              text: 'Teachers return work with written comments, and mentors meet students to set targets.',
            },
          ],
          columns: 2,
        },
      ],
    },
    {
      type: 'section',
      id: 'competitions',
      title: 'Inter-House Competitions',
      eyebrow: 'House spirit',
      intro:
        'Every student belongs to one of four houses. Points won in competitions through the year decide the house championship.',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Sports',
              icon: 'trophy',
              text: 'Athletics meet, football, basketball, kabaddi, kho-kho and swimming events on the school’s own grounds and pool.',
            },
            {
              title: 'Academic',
              icon: 'bulb',
              text: 'Quiz, spelling bee, mathematics olympiad rounds, science model making and English and Hindi debates.',
            },
            {
              title: 'Cultural',
              icon: 'music',
              text: 'Group song, folk dance, rangoli, poster making and the inter-house drama on Annual Day.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'houses',
      title: 'Our Houses',
      eyebrow: 'Four houses',
      intro:
        'The houses are named after the four Vedas. Senior students lead each house as captains, guided by house teachers.',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Rig Veda',
              meta: 'Yellow house',
              swatch: '#eab308',
              text: 'The house of knowledge and expression, known for its debaters and quiz teams.',
            },
            {
              title: 'Sam Veda',
              meta: 'Blue house',
              swatch: '#2563eb',
              text: 'The house of music and harmony, strong in cultural events and group song.',
            },
            {
              title: 'Yajur Veda',
              meta: 'Green house',
              swatch: '#16a34a',
              text: 'The house of action and service, leading eco drives and the athletics meet.',
            },
            {
              title: 'Atharva Veda',
              meta: 'Red house',
              swatch: '#dc2626',
              text: 'The house of wisdom and well-being, known for its science models and yoga team.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'secondary-ready',
      title: 'Preparing for Secondary School',
      eyebrow: 'Next steps',
      blocks: [
        {
          type: 'split',
          image: schoolImages.physicsLab,
          doc: richTextOf([
            'By the end of Class VIII students are ready for the demands of Classes IX and X and the CBSE board examination that follows.',
          ]),
          points: [
            'Regular lab work in physics, chemistry and biology',
            'Study skills: note-making, time planning and revision',
            'Aptitude and interest activities before choosing electives',
            'Olympiads and talent searches for those who want a challenge',
            'Digital citizenship through our cyber smartness programme (DCP)',
          ],
          reverse: true,
        },
      ],
    },
    {
      type: 'section',
      id: 'testimonials',
      title: 'From Our Middle School Community',
      eyebrow: 'Voices',
      blocks: [
        {
          type: 'quotes',
          quotes: [
            {
              quote:
                'I like that we do experiments before we read the chapter. Presenting our water-saving project to the whole class was scary at first, but I really enjoyed it.',
              name: 'Aarav Patel',
              role: 'Student, Class VII',
            },
            {
              quote:
                'The mentor meetings help our daughter plan her week. She has become organised and takes ownership of her studies without us pushing.',
              name: 'Sunita Kashyap',
              role: 'Parent of a Class VIII student',
            },
            {
              quote:
                'We want students to leave middle school curious and responsible. The cycle tests tell us what they know; the projects tell us who they are becoming.',
              name: 'Meenakshi Tiwari',
              role: 'Middle School Coordinator',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Join us for Classes VI to VIII',
    text: 'Apply online, or come and see a normal school day with your child.',
    actions: [
      {
        label: 'Apply Now',
        to: schoolIdentity.admissionUrl,
        external: true,
      },
      {
        label: 'Schedule a Visit',
        to: '/contact',
      },
    ],
  },
};
