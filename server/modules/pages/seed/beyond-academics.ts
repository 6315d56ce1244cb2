import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

export const beyondAcademicsPage: PageInput = {
  slug: 'beyond-academics',
  title: 'Beyond Academics: Labs, Library and Studios',
  description: `Explore the campus of ${schoolIdentity.name}: language, science and mathematics labs, a music room, library and art and craft studio.`,
  hero: {
    eyebrow: 'Beyond Academics',
    title: 'Spaces That Spark Curiosity',
    lead: 'Learning does not stop at the textbook. Our labs, studios and library give every child room to experiment, create, perform and read.',
    image: schoolImages.students,
    actions: [
      {
        label: 'Explore Our Campus',
        to: '/our-campus',
      },
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'facilities',
      title: 'Explore Our Campus',
      eyebrow: 'Our facilities',
      intro: 'Choose a facility to see what happens there.',
      tone: 'plain',
      blocks: [
        {
          type: 'facilityPicker',
          label: 'School facilities',
          gridTitle: 'All Our Facilities',
          defaultId: 'campus',
          facilities: [
            {
              id: 'campus',
              label: 'Our Campus',
              title: 'Our Campus',
              image: schoolImages.campus,
              description:
                'A green, secure campus on Ring Road No. 2 in Bilaspur, with airy classrooms, specialist labs, sports grounds, a swimming pool and a children’s park — designed so that every space supports learning.',
              highlights: [
                'Smart classrooms in every wing',
                'Round-the-clock CCTV and guarded entry',
                'Sports grounds, pool and skating rink',
              ],
            },
            {
              id: 'language-lab',
              label: 'Language Lab',
              title: 'Language Lab',
              image: schoolImages.languageLab,
              description:
                'Individual booths with headphones and guided software help students listen, repeat and record themselves, building clear pronunciation and confident speaking in English, Hindi and French.',
              highlights: [
                'Listening and speaking practice at each learner’s pace',
                'Recorded oral assessments',
                'Debate, elocution and phonics sessions',
              ],
            },
            {
              id: 'science-lab',
              label: 'Science Lab',
              title: 'Science Labs',
              image: schoolImages.physicsLab,
              description:
                'Separate physics, chemistry and biology labs let students carry out every CBSE practical and their own investigations, safely and with proper equipment.',
              highlights: [
                'Physics, chemistry and biology labs',
                'Safety drills, goggles and first-aid in every lab',
                'Science exhibition projects built here',
              ],
            },
            {
              id: 'math-lab',
              label: 'Math Lab',
              title: 'Mathematics Lab',
              image: schoolImages.mathLab,
              description:
                'Geometric models, abacus, fraction kits and puzzles make concepts visible. Students explore patterns, measure and prove, so that mathematics becomes something they do rather than memorise.',
              highlights: [
                'Hands-on kits for every class',
                'CBSE lab activities from Class 3',
                'Olympiad and puzzle club sessions',
              ],
            },
            {
              id: 'music-room',
              label: 'Music Room',
              title: 'Music Room',
              image: schoolImages.musicRoom,
              description:
                'Harmonium, tabla, keyboard, guitar and percussion in an acoustically treated room. Students learn Indian and western music and rehearse for assemblies, festivals and Annual Day.',
              highlights: [
                'Vocal and instrumental classes',
                'School choir and band',
                'Inter-house music competitions',
              ],
            },
            {
              id: 'library',
              label: 'Library',
              title: 'Library',
              image: schoolImages.library,
              description:
                'A calm, well-stocked library with books in English and Hindi, reference works, magazines and newspapers, plus a reading corner for the youngest readers and weekly library periods for every class.',
              highlights: [
                'Fiction, non-fiction and reference sections',
                'Career and university guides for seniors',
                'Reading challenges and book weeks',
              ],
            },
            {
              id: 'art-craft',
              label: 'Art & Craft',
              title: 'Art & Craft Studio',
              image: schoolImages.artCraft,
              description:
                'Easels, clay, paper craft and local folk art forms give children space to imagine and make. Work from the studio decorates our corridors and the annual art exhibition.',
              highlights: [
                'Drawing, painting and clay modelling',
                'Folk arts of Chhattisgarh',
                'Annual art exhibition',
              ],
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'See it for yourself',
    text: 'Tours run Monday to Saturday. Walk through the labs, library and studios with a member of our team.',
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Request Information',
        to: '/contact',
      },
    ],
  },
};
