import type { HouseScore } from './house-ranking.ts';

/** Colours of a house: a strong tone for stripes, a soft tint for backgrounds, and an ink for text on the tint. */
export type HouseTheme = { colourName: string; strong: string; soft: string; ink: string };

export type House = HouseScore & {
  sanskritName: string;
  /** The Sanskrit name in Latin letters (IAST). */
  transliteration: string;
  meaning: string;
  description: string;
  theme: HouseTheme;
  motto: string;
  element: string;
  symbol: string;
  achievements: readonly string[];
};

const themes = {
  blue: { colourName: 'Blue', strong: '#1d4ed8', soft: '#dbeafe', ink: '#1e3a8a' },
  green: { colourName: 'Green', strong: '#15803d', soft: '#dcfce7', ink: '#14532d' },
  yellow: { colourName: 'Yellow', strong: '#ca8a04', soft: '#fef9c3', ink: '#713f12' },
  red: { colourName: 'Red', strong: '#b91c1c', soft: '#fee2e2', ink: '#7f1d1d' },
} satisfies Record<string, HouseTheme>;

/** Session for which the points below are counted. */
export const houseSession = '2024-25';

/** The four houses, in the order the school lists them (the ranking is computed from points). */
export const houses: readonly House[] = [
  {
    id: 'rig-veda',
    name: 'Rig Veda',
    sanskritName: 'ऋग्वेद',
    transliteration: 'Ṛgveda',
    meaning: 'The Veda of verses of praise',
    description:
      'The oldest of the four Vedas gives its name to a house that values curiosity and clear expression. Rig Veda members lead the morning assembly on Mondays and look after the school library corner.',
    theme: themes.yellow,
    students: 245,
    points: 1800,
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
    id: 'sam-veda',
    name: 'Sam Veda',
    sanskritName: 'सामवेद',
    transliteration: 'Sāmaveda',
    meaning: 'The Veda of melodies and chants',
    description:
      'Named after the Veda of song, Sam Veda is the house of harmony: in music, in teamwork and in the way its members treat one another. It organises the annual Music and Dance Week.',
    theme: themes.blue,
    students: 220,
    points: 1780,
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
    id: 'yajur-veda',
    name: 'Yajur Veda',
    sanskritName: 'यजुर्वेद',
    transliteration: 'Yajurveda',
    meaning: 'The Veda of worship through action',
    description:
      'Yajur Veda stands for doing things well and doing them together. Its members are known for discipline on the sports field and care in community service, and they run the school’s Green Campus drive.',
    theme: themes.green,
    students: 235,
    points: 1920,
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
    id: 'atharva-veda',
    name: 'Atharva Veda',
    sanskritName: 'अथर्ववेद',
    transliteration: 'Atharvaveda',
    meaning: 'The Veda of knowledge for everyday life',
    description:
      'The Atharva Veda speaks of health, home and the earth. Its house carries that spirit into the school’s wellness activities, first aid club and the yoga demonstrations on International Yoga Day.',
    theme: themes.red,
    students: 210,
    points: 1690,
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
