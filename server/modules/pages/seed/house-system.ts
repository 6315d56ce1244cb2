import type { PageInput, PageSection } from '#contracts/content/pages.ts';
import { houseStudents, type HouseName } from '#server/modules/pages/seed/demo-school-facts.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

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
 * members are the demo school's facts (server/modules/pages/seed/demo-school-facts.ts), so they add up to the
 * students its disclosure states.
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

type HouseInHindi = { name: string } & Pick<
  House,
  'colourName' | 'meaning' | 'description' | 'motto' | 'element' | 'symbol' | 'achievements'
>;

/** Each house's words in Hindi, by its English name (its figures stay in `houses` above). */
const housesHi: Record<string, HouseInHindi> = {
  'Rig Veda': {
    name: 'ऋग्वेद',
    colourName: 'पीला',
    meaning: 'स्तुति की ऋचाओं का वेद',
    description:
      'चारों वेदों में सबसे प्राचीन वेद उस सदन को अपना नाम देता है जो जिज्ञासा और स्पष्ट अभिव्यक्ति को महत्व देता है। ऋग्वेद सदन के सदस्य सोमवार की प्रार्थना सभा का संचालन करते हैं और विद्यालय के पुस्तकालय कोने की देखभाल करते हैं।',
    motto: 'आ नो भद्राः क्रतवो यन्तु विश्वतः — हर दिशा से हमें शुभ विचार प्राप्त हों',
    element: 'अग्नि',
    symbol: 'दीपक',
    achievements: [
      'विजेता, अंतर-सदन वाद-विवाद (मिडिल स्तर), 2024-25',
      'विजेता, अंतर-सदन स्पेल बी (प्राइमरी), 2024-25',
      'उपविजेता, वार्षिक एथलेटिक्स प्रतियोगिता की रिले दौड़',
      'सबसे सुव्यवस्थित सदन सूचना-पट, लगातार दो सत्र',
    ],
  },
  'Sam Veda': {
    name: 'सामवेद',
    colourName: 'नीला',
    meaning: 'सुरों और मंत्र-गान का वेद',
    description:
      'गान के वेद के नाम पर बना सामवेद सदन सामंजस्य का सदन है: संगीत में, टीम के काम में और सदस्यों के आपसी व्यवहार में। यही सदन वार्षिक संगीत और नृत्य सप्ताह का आयोजन करता है।',
    motto: 'विचार, वचन और कर्म में सामंजस्य',
    element: 'जल',
    symbol: 'वीणा',
    achievements: [
      'विजेता, अंतर-सदन समूह गान, 2024-25',
      'विजेता, अंतर-सदन शास्त्रीय नृत्य, 2024-25',
      'उपविजेता, अंतर-सदन विज्ञान प्रश्नोत्तरी (मिडिल स्तर)',
      'दूसरे सत्र में सभी सदनों में सबसे अधिक उपस्थिति',
    ],
  },
  'Yajur Veda': {
    name: 'यजुर्वेद',
    colourName: 'हरा',
    meaning: 'कर्म के माध्यम से उपासना का वेद',
    description:
      'यजुर्वेद सदन का अर्थ है काम को अच्छी तरह और मिलकर करना। इसके सदस्य खेल के मैदान में अनुशासन और समाज सेवा में लगन के लिए जाने जाते हैं, और विद्यालय का हरित परिसर अभियान चलाते हैं।',
    motto: 'मित्रस्य चक्षुषा समीक्षामहे — हम सबको मित्र की दृष्टि से देखें',
    element: 'वायु',
    symbol: 'पीपल का पत्ता',
    achievements: [
      'ओवरऑल चैंपियन, वार्षिक एथलेटिक्स प्रतियोगिता 2024-25',
      'विजेता, अंतर-सदन फ़ुटबॉल (बालक और बालिका)',
      'विजेता, अंतर-सदन विज्ञान प्रश्नोत्तरी (मिडिल स्तर)',
      'हरित परिसर अभियान में सबसे अधिक पेड़ लगाए',
    ],
  },
  'Atharva Veda': {
    name: 'अथर्ववेद',
    colourName: 'लाल',
    meaning: 'रोज़ के जीवन के ज्ञान का वेद',
    description:
      'अथर्ववेद स्वास्थ्य, घर और धरती की बात करता है। यह सदन उसी भावना को विद्यालय की स्वास्थ्य गतिविधियों, प्राथमिक उपचार क्लब और अंतरराष्ट्रीय योग दिवस के योग प्रदर्शनों तक ले जाता है।',
    motto: 'माता भूमिः पुत्रो अहं पृथिव्याः — धरती मेरी माता है, मैं उसकी संतान हूँ',
    element: 'पृथ्वी',
    symbol: 'बरगद का पेड़',
    achievements: [
      'विजेता, अंतर-सदन योग प्रतियोगिता, 2024-25',
      'विजेता, अंतर-सदन चित्रकला और पोस्टर निर्माण',
      'उपविजेता, अंतर-सदन बास्केटबॉल',
      'वार्षिक सुरक्षा अभ्यास में सर्वश्रेष्ठ प्राथमिक उपचार टीम',
    ],
  },
};
const inHindi = (house: House): HouseInHindi => housesHi[house.name]!;

/**
 * The house system. The standings are for `academicYear` (the year the page is first created):
 * every house starts it on 0 points, and staff enter the points as the year goes on, so no
 * earlier year's points are shown as this year's.
 */
export function houseSystemPage(school: SeedSchool, academicYear: string): PageInput {
  return school.demo
    ? vedaHouseSystemPage(school, academicYear)
    : starterHouseSystemPage(school, academicYear);
}

/** How every school's houses earn points. */
const earningPoints: PageSection = {
  type: 'section',
  id: 'points',
  title: 'How houses earn points',
  hi: { title: 'सदन अंक कैसे कमाते हैं' },
  tone: 'plain',
  blocks: [
    {
      type: 'cards',
      hi: {
        items: [
          {
            title: 'प्रतियोगिताएँ',
            text: 'अंतर-सदन खेल, वाद-विवाद, प्रश्नोत्तरी, संगीत, नृत्य और कला प्रतियोगिताओं में पहले, दूसरे और तीसरे स्थान के अंक मिलते हैं।',
          },
          {
            title: 'आचरण और अनुशासन',
            text: 'अच्छे आचरण, समय की पाबंदी और साफ़-सुथरे गणवेश के लिए हर सप्ताह अंक मिलते हैं; गंभीर अनुशासनहीनता पर अंक कटते हैं।',
          },
          {
            title: 'सेवा',
            text: 'समाज सेवा, हरित परिसर अभियान और विद्यालय के कार्यक्रमों में मदद सदन के लिए उतनी ही गिनी जाती है जितनी ट्रॉफ़ियाँ।',
          },
          {
            title: 'नेतृत्व',
            text: 'हर सदन वरिष्ठ कक्षाओं से एक कप्तान और एक उप-कप्तान चुनता है, जिनका मार्गदर्शन दो सदन-शिक्षक करते हैं।',
          },
        ],
      },
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
};

/** The demo school's four Veda houses, their mottos, members and achievements: its own story. */
function vedaHouseSystemPage(school: SeedSchool, academicYear: string): PageInput {
  return {
    slug: 'house-system',
    title: 'House System',
    description: `The four Veda houses of ${school.name} (Rig Veda, Sam Veda, Yajur Veda and Atharva Veda): house points, mottos and achievements.`,
    hi: {
      title: 'सदन व्यवस्था',
      description: `${school.hindi.name} के चार वेद सदन (ऋग्वेद, सामवेद, यजुर्वेद और अथर्ववेद): सदन अंक, आदर्श वाक्य और उपलब्धियाँ।`,
      hero: {
        eyebrow: 'विद्यार्थी कोना',
        title: 'सदन व्यवस्था',
        lead: 'हर विद्यार्थी चार वेदों के नाम वाले चार सदनों में से किसी एक का सदस्य होता है। सदन अलग-अलग कक्षाओं के बीच दोस्ती बढ़ाते हैं, हर बच्चे को नेतृत्व का अवसर देते हैं, और प्रतियोगिता को टीम भावना का विषय बनाते हैं।',
        image: imageHi(school, 'houses'),
      },
    },
    hero: {
      eyebrow: 'Student Corner',
      title: 'House System',
      lead: 'Every student belongs to one of four houses named after the four Vedas. Houses build friendship across classes, give every child a chance to lead, and make competition a matter of teamwork.',
      image: school.image('houses'),
    },
    sections: [
      {
        type: 'section',
        id: 'standings',
        title: 'House standings',
        intro: 'House points, highest first. Houses with equal points share a position.',
        hi: {
          title: 'सदनों की स्थिति',
          intro: 'सदन अंक, सबसे अधिक पहले। बराबर अंक वाले सदन एक ही स्थान पर रहते हैं।',
        },
        tone: 'plain',
        blocks: [
          {
            type: 'standings',
            hi: {
              title: 'सदन अंक',
              teamLabel: 'सदन',
              memberLabel: 'विद्यार्थी',
              entries: houses.map((house) => ({ name: inHindi(house).name })),
            },
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
        hi: {
          title: 'हमारे चार सदन',
          intro:
            'हर सदन का अपना रंग, आदर्श वाक्य और परंपराएँ हैं। नीचे किसी सदन को खोलकर देखिए कि उसके सदस्यों ने क्या हासिल किया है।',
        },
        tone: 'muted',
        blocks: [
          {
            type: 'cards',
            hi: {
              items: houses.map(inHindi).map((house) => ({
                title: house.name,
                meta: `${house.colourName} सदन`,
                text: `${house.name}: ${house.meaning}। ${house.description}`,
                points: [
                  `आदर्श वाक्य: “${house.motto}”`,
                  `तत्त्व: ${house.element}`,
                  `प्रतीक: ${house.symbol}`,
                ],
              })),
            },
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
            hi: {
              items: houses.map((house) => ({ title: `${inHindi(house).name} की उपलब्धियाँ` })),
            },
            items: houses.map((house) => ({
              title: `${house.name} achievements`,
              blocks: [
                {
                  type: 'list',
                  style: 'check',
                  items: house.achievements,
                  hi: { items: inHindi(house).achievements },
                },
              ],
            })),
          },
        ],
      },
      earningPoints,
    ],
  };
}

/**
 * Four houses by the colours of the shipped drawing's flags, for a school whose pages start
 * without the demo's: the office renames them, and gives their mottos, in the Pages tab.
 */
const colourHouses = [
  { name: 'Blue House', nameHi: 'नीला सदन', colour: '#1d4ed8', shirt: 'blue', shirtHi: 'नीली' },
  { name: 'Green House', nameHi: 'हरा सदन', colour: '#15803d', shirt: 'green', shirtHi: 'हरी' },
  { name: 'Yellow House', nameHi: 'पीला सदन', colour: '#ca8a04', shirt: 'yellow', shirtHi: 'पीली' },
  { name: 'Red House', nameHi: 'लाल सदन', colour: '#b91c1c', shirt: 'red', shirtHi: 'लाल' },
];

function starterHouseSystemPage(school: SeedSchool, academicYear: string): PageInput {
  const { name, hindi } = school;
  return {
    slug: 'house-system',
    title: 'House System',
    description: `The four houses of ${name} (Blue, Green, Yellow and Red): house points, captains and how houses earn points.`,
    hi: {
      title: 'सदन व्यवस्था',
      description: `${hindi.name} के चार सदन (नीला, हरा, पीला और लाल): सदन अंक, कप्तान और सदन अंक कैसे कमाते हैं।`,
      hero: {
        eyebrow: 'विद्यार्थी कोना',
        title: 'सदन व्यवस्था',
        lead: 'हर विद्यार्थी चार सदनों में से किसी एक का सदस्य होता है। सदन अलग-अलग कक्षाओं के बीच दोस्ती बढ़ाते हैं, हर बच्चे को नेतृत्व का अवसर देते हैं, और प्रतियोगिता को टीम भावना का विषय बनाते हैं।',
        image: imageHi(school, 'houses'),
      },
    },
    hero: {
      eyebrow: 'Student Corner',
      title: 'House System',
      lead: 'Every student belongs to one of four houses. Houses build friendship across classes, give every child a chance to lead, and make competition a matter of teamwork.',
      image: school.image('houses'),
    },
    sections: [
      {
        type: 'section',
        id: 'standings',
        title: 'House standings',
        intro: 'House points, highest first. Houses with equal points share a position.',
        hi: {
          title: 'सदनों की स्थिति',
          intro: 'सदन अंक, सबसे अधिक पहले। बराबर अंक वाले सदन एक ही स्थान पर रहते हैं।',
        },
        tone: 'plain',
        blocks: [
          {
            type: 'standings',
            hi: {
              title: 'सदन अंक',
              teamLabel: 'सदन',
              entries: colourHouses.map((house) => ({ name: house.nameHi })),
            },
            title: 'House points',
            academicYear,
            teamLabel: 'House',
            entries: colourHouses.map((house) => ({
              name: house.name,
              points: 0,
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
          'Each house has its own colour, a captain and vice-captain from the senior classes, and two house teachers.',
        hi: {
          title: 'हमारे चार सदन',
          intro: 'हर सदन का अपना रंग है, वरिष्ठ कक्षाओं से एक कप्तान और उप-कप्तान हैं, और दो सदन-शिक्षक हैं।',
        },
        tone: 'muted',
        blocks: [
          {
            type: 'cards',
            hi: {
              items: colourHouses.map((house) => ({
                title: house.nameHi,
                text: `इसके सदस्य खेल के दिनों में ${house.shirtHi} सदन टी-शर्ट पहनते हैं और अंतर-सदन ट्रॉफ़ी के लिए मुकाबला करते हैं।`,
              })),
            },
            minWidth: '15rem',
            items: colourHouses.map((house) => ({
              title: house.name,
              swatch: house.colour,
              text: `Its members wear ${house.shirt} house T-shirts on sports days and compete for the inter-house trophy.`,
            })),
          },
        ],
      },
      earningPoints,
    ],
  };
}
