import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const academicsPrePrimaryPage: PageInput = {
  slug: 'academics-pre-primary',
  title: 'Pre-Primary: Nursery, Jr.kg and Sr.kg',
  description: `Pre-primary at ${schoolIdentity.name}, ${schoolIdentity.city}: Nursery, Jr.kg and Sr.kg taught through the play-based ILLUME approach, with a gentle daily routine and milestone-based assessment.`,
  hero: {
    eyebrow: 'Pre-Primary · Nursery to Sr.kg',
    title: 'Pre-Primary School',
    lead: 'The first years at school should feel safe, joyful and full of wonder. Our youngest learners discover the world through play, stories, music and the warm care of their teachers.',
    image: schoolImages.prePrimary,
    actions: [
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
  sections: [
    {
      type: 'section',
      id: 'classes',
      title: 'Our Pre-Primary Classes',
      eyebrow: 'Three gentle steps',
      intro:
        'Each class builds on the one before, so that children move from settling in to reading, counting and speaking with confidence by the time they join Class 1.',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Nursery',
              meta: 'Age 3+',
              icon: 'heart',
              text: 'Settling in happily: routines, making friends, speaking in simple sentences and exploring colours, shapes and sounds.',
              points: [
                'Free play and sensory corners',
                'Rhymes, stories and action songs',
                'Early hand–eye coordination',
              ],
            },
            {
              title: 'Jr.kg',
              meta: 'Age 4+',
              icon: 'puzzle',
              text: 'Growing independence: phonic sounds, pre-writing strokes, numbers to 20 and small group activities that build patience and sharing.',
              points: [
                'Letter sounds and picture reading',
                'Counting with real objects',
                'Fine-motor work with clay and beads',
              ],
            },
            {
              title: 'Sr.kg',
              meta: 'Age 5+',
              icon: 'book',
              text: 'Ready for school: reading short words, writing letters neatly, numbers to 100, simple addition and speaking in front of the class.',
              points: [
                'Blending sounds into words',
                'Number operations with manipulatives',
                'Show-and-tell and class helpers',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'illume',
      title: 'The ILLUME Approach',
      eyebrow: 'Our approach',
      intro:
        'ILLUME is how we light up early learning: children learn by doing, teachers observe closely, and every day balances active play with quiet focus. It rests on five pillars.',
      blocks: [
        {
          type: 'cards',
          items: [
            {
              title: 'Play-Based Discovery',
              icon: 'puzzle',
              text: 'Blocks, sand, water and role play turn curiosity into questions, and questions into understanding.',
            },
            {
              title: 'Language and Literacy',
              icon: 'chat',
              text: 'Stories, rhymes and conversation in English and Hindi build vocabulary long before formal reading.',
            },
            {
              title: 'Early Numeracy',
              icon: 'calculator',
              text: 'Sorting, matching, patterns and counting real things give numbers a meaning children can touch.',
            },
            {
              title: 'Social and Emotional Growth',
              icon: 'users',
              text: 'Taking turns, naming feelings and helping a friend are practised every day, with patience.',
            },
            {
              title: 'Movement and Creativity',
              icon: 'palette',
              text: 'Music, dance, drawing and outdoor play develop strong bodies, steady hands and free expression.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'daily-schedule',
      title: 'Our Daily Schedule',
      eyebrow: 'A morning at school',
      intro:
        'Pre-primary classes run from 9:00 AM to 12:00 PM. The routine is predictable, so children feel secure, and varied, so they stay engaged.',
      blocks: [
        {
          type: 'schedule',
          label: 'Pre-primary daily schedule',
          items: [
            {
              when: '9:00 – 9:20',
              whenDetail: 'AM',
              dateTime: '09:00',
              title: 'Free Play',
              text: 'Children arrive, greet their teachers and choose an activity corner: blocks, books, puzzles or pretend play.',
            },
            {
              when: '9:20 – 9:40',
              whenDetail: 'AM',
              dateTime: '09:20',
              title: 'Attendance and Assembly',
              text: 'Circle time with a prayer, a song, the day and the weather, and a short talk about the day ahead.',
            },
            {
              when: '9:40 – 10:10',
              whenDetail: 'AM',
              dateTime: '09:40',
              title: 'Concept Time',
              text: 'The theme of the week — seasons, helpers, animals, my body — explored through pictures, objects and discussion.',
            },
            {
              when: '10:10 – 10:30',
              whenDetail: 'AM',
              dateTime: '10:10',
              title: 'Music and Movement',
              text: 'Action songs, rhythm instruments and simple dance that build coordination and listening.',
            },
            {
              when: '10:30 – 10:50',
              whenDetail: 'AM',
              dateTime: '10:30',
              title: 'Tummy Time',
              text: 'A healthy snack from home eaten together, with hand-washing, table manners and tidying up.',
            },
            {
              when: '10:50 – 11:30',
              whenDetail: 'AM',
              dateTime: '10:50',
              title: 'Language and Number Skills',
              text: 'Phonics, pre-writing and early reading, then counting, sorting and number games in small groups.',
            },
            {
              when: '11:30 – 12:00',
              whenDetail: 'noon',
              dateTime: '11:30',
              title: 'Outdoor/Sand/Water play',
              text: 'Supervised play in the kids’ park, sand pit and water tray before a calm goodbye circle.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'assessment',
      title: 'Assessment Without Exams',
      eyebrow: 'How we track progress',
      intro:
        'Young children show what they know while they play, talk and create. There are no written tests in pre-primary; teachers observe, record and share.',
      blocks: [
        {
          type: 'callout',
          icon: 'star',
          title: 'Milestones',
          text: 'Each child has a portfolio of drawings, work samples, photos and teacher notes. Progress is checked against age-appropriate developmental milestones and shared with parents in a term-wise report and a one-to-one meeting.',
          points: [
            'Language: listening, speaking and early reading',
            'Numeracy: counting, sorting and patterns',
            'Physical: gross and fine motor skills',
            'Social and emotional: sharing, confidence, self-care',
            'Creative: drawing, music and imaginative play',
            'Approach to learning: curiosity and focus',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'care',
      title: 'A Second Home for Little Ones',
      eyebrow: 'Care and safety',
      blocks: [
        {
          type: 'split',
          image: schoolImages.playground,
          doc: richTextOf([
            'Pre-primary classrooms are on the ground floor, close to the kids’ park, with child-height furniture, soft corners and their own washrooms. Each class has a teacher and a trained helper (didi) so every child gets attention.',
            'Children are handed over only to parents or to adults registered with the school, and our I-Care child-safety programme covers every part of the school day.',
          ]),
          points: [
            'Small classes with a teacher and a helper',
            'Ground-floor rooms next to the play area',
            'Hand-over only to registered adults',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Visit our pre-primary wing',
    text: 'Meet the teachers, see the classrooms and ask about admission to Nursery, Jr.kg or Sr.kg.',
    actions: [
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
