import type { PageInput } from '#contracts/content/pages.ts';
import { houseStudents, type HouseName } from '#contracts/school-facts.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';

type House = {
  name: HouseName;
  sanskrit: string;
  colourName: string;
  colour: string;
  meaning: string;
  description: string;
  motto: string;
  element: string;
  symbol: string;
  achievements: string[];
};

/**
 * The four houses, in the order the school lists them (the standings rank them by points); their
 * members are the school's facts (contracts/school-facts.ts), so they add up to the disclosure's students.
 */
const houses: House[] = [
  {
    name: 'Rig Veda',
    sanskrit: 'ऋग्वेद · Ṛgveda',
    colourName: 'Yellow',
    colour: '#ca8a04',
    meaning: 'The Veda of verses of praise',
    description:
      'The oldest of the four Vedas gives its name to a house that values curiosity and clear expression. Rig Veda members lead the morning assembly on Mondays and look after the school library corner.',
    motto: 'Let noble thoughts come to us from every side',
    element: 'Fire (Agni)',
    symbol: 'The lamp (Deepa)',
    achievements: [
      'Winner, Inter-House Debate (Middle School), 2024-25',
      'Winner, Inter-House Spell Bee (Primary), 2024-25',
      'Runner-up, Annual Athletics Meet relay races',
      'Best-kept house notice board, two terms running',
    ],
  },
  {
    name: 'Sam Veda',
    sanskrit: 'सामवेद · Sāmaveda',
    colourName: 'Blue',
    colour: '#1d4ed8',
    meaning: 'The Veda of melodies and chants',
    description:
      'Named after the Veda of song, Sam Veda is the house of harmony: in music, in teamwork and in the way its members treat one another. It organises the annual Music and Dance Week.',
    motto: 'Harmony in thought, word and deed',
    element: 'Water (Jal)',
    symbol: 'The veena',
    achievements: [
      'Winner, Inter-House Group Song, 2024-25',
      'Winner, Inter-House Classical Dance, 2024-25',
      'Runner-up, Inter-House Science Quiz (Middle School)',
      'Highest house attendance in the second term',
    ],
  },
  {
    name: 'Yajur Veda',
    sanskrit: 'यजुर्वेद · Yajurveda',
    colourName: 'Green',
    colour: '#15803d',
    meaning: 'The Veda of worship through action',
    description:
      'Yajur Veda stands for doing things well and doing them together. Its members are known for discipline on the sports field and care in community service, and they run the school’s Green Campus drive.',
    motto: 'May we look upon all with the eye of a friend',
    element: 'Air (Vayu)',
    symbol: 'The peepal leaf',
    achievements: [
      'Overall champion, Annual Athletics Meet 2024-25',
      'Winner, Inter-House Football (Boys and Girls)',
      'Winner, Inter-House Science Quiz (Middle School)',
      'Most trees planted in the Green Campus drive',
    ],
  },
  {
    name: 'Atharva Veda',
    sanskrit: 'अथर्ववेद · Atharvaveda',
    colourName: 'Red',
    colour: '#b91c1c',
    meaning: 'The Veda of knowledge for everyday life',
    description:
      'The Atharva Veda speaks of health, home and the earth. Its house carries that spirit into the school’s wellness activities, first aid club and the yoga demonstrations on International Yoga Day.',
    motto: 'The Earth is my mother; I am her child',
    element: 'Earth (Prithvi)',
    symbol: 'The banyan tree',
    achievements: [
      'Winner, Inter-House Yoga Competition, 2024-25',
      'Winner, Inter-House Art and Poster Making',
      'Runner-up, Inter-House Basketball',
      'Best first-aid team at the annual safety drill',
    ],
  },
];

/**
 * The house system. The standings are for `academicYear` (the year the page is first created):
 * every house starts it on 0 points, and staff enter the points as the year goes on, so no
 * earlier year's points are shown as this year's.
 */
export function houseSystemPage(academicYear: string): PageInput {
  return {
    slug: 'house-system',
    title: 'House System',
    description: `The four Veda houses of ${schoolIdentity.name} (Rig Veda, Sam Veda, Yajur Veda and Atharva Veda): house points, mottos and achievements.`,
    hero: {
      eyebrow: 'Student Corner',
      title: 'House System',
      lead: 'Every student belongs to one of four houses named after the four Vedas. Houses build friendship across classes, give every child a chance to lead, and make competition a matter of teamwork.',
      image: schoolImages.houses,
    },
    sections: [
      {
        type: 'section',
        id: 'standings',
        title: 'House standings',
        intro: 'House points, highest first. Houses with equal points share a position.',
        tone: 'plain',
        blocks: [
          {
            type: 'standings',
            title: 'House points',
            academicYear,
            teamLabel: 'House',
            memberLabel: 'students',
            entries: houses.map((house) => ({
              name: house.name,
              points: 0,
              members: houseStudents(house.name),
              colour: house.colour,
            })),
          },
        ],
      },
      {
        type: 'section',
        id: 'houses',
        title: 'Our four houses',
        intro:
          'Each house has its own colour, motto and traditions. Open a house below to see what its members have achieved.',
        tone: 'muted',
        blocks: [
          {
            type: 'cards',
            minWidth: '24rem',
            items: houses.map((house) => ({
              title: house.name,
              meta: `${house.colourName} house`,
              swatch: house.colour,
              text: `${house.sanskrit}: ${house.meaning}. ${house.description}`,
              points: [
                `Motto: “${house.motto}”`,
                `Element: ${house.element}`,
                `Symbol: ${house.symbol}`,
              ],
            })),
          },
          {
            type: 'accordion',
            items: houses.map((house) => ({
              title: `${house.name} achievements`,
              blocks: [{ type: 'list', style: 'check', items: house.achievements }],
            })),
          },
        ],
      },
      {
        type: 'section',
        id: 'points',
        title: 'How houses earn points',
        tone: 'plain',
        blocks: [
          {
            type: 'cards',
            minWidth: '15rem',
            items: [
              {
                title: 'Competitions',
                text: 'Inter-house sports, debates, quizzes, music, dance and art events award points for first, second and third places.',
              },
              {
                title: 'Conduct and discipline',
                text: 'Good conduct, punctuality and a neat uniform earn points each week; serious indiscipline costs points.',
              },
              {
                title: 'Service',
                text: 'Community work, the Green Campus drive and help at school events count for the house as much as trophies do.',
              },
              {
                title: 'Leadership',
                text: 'Each house elects a captain and vice-captain from the senior classes, guided by two house teachers.',
              },
            ],
          },
        ],
      },
    ],
  };
}
