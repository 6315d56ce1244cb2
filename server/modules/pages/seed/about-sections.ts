import { richTextOf, type PageInput, type PageSection } from '#contracts/content/pages.ts';
import { demoSchoolFacts } from '#server/modules/pages/seed/demo-school-facts.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

// /our-school and the overview page (at the school's abbreviation, e.g. /sps) tell the same story
// under their own hero: one source for the text that every start seeds. The demo school's own
// story (its founding year and founders, its houses, its figures) is told only on its own site
// (seed-school.ts `demo`); any other school's pages tell the rest of it.

/** The founders' promise, signed with the founding year: the demo school's own words. */
function foundersQuote(school: SeedSchool): PageSection['blocks'] {
  const { name, established, hindi } = school;
  if (!school.demo) return [];
  return [
    {
      type: 'quotes',
      hi: {
        quotes: [
          {
            quote:
              'हमने अपने दरवाज़े हर परिवार से एक वादे के साथ खोले: आपके बच्चे को नाम से जाना जाएगा, वह सुरक्षित रहेगा, और हर दिन उसे अपना सबसे अच्छा रूप बनने की चुनौती मिलेगी।',
            name: `${hindi.name} की संस्थापक टीम`,
            role: `स्थापना ${established}`,
          },
        ],
      },
      quotes: [
        {
          quote:
            'We opened our doors with one promise to every family: your child will be known by name, kept safe, and challenged every day to become their best self.',
          name: `The founding team of ${name}`,
          role: `Est. ${established}`,
        },
      ],
    },
  ];
}

function atAGlanceSection(school: SeedSchool): PageSection {
  return {
    type: 'section',
    id: 'at-a-glance',
    title: 'The school at a glance',
    hi: { title: 'एक नज़र में विद्यालय' },
    tone: 'plain',
    blocks: [
      ...foundersQuote(school),
      {
        type: 'cards',
        minWidth: '15rem',
        hi: {
          items: [
            {
              title: 'यूनिवर्सल लर्निंग सिस्टम',
              text: 'प्री-प्राइमरी से कक्षा 12 तक सीखने की एक जुड़ी हुई कड़ी: हर कक्षा के लिए स्पष्ट लक्ष्य, साझा पाठ-योजनाएँ और समझ की नियमित जाँच, ताकि एक वर्ष से अगले वर्ष के बीच कुछ भी छूटे नहीं।',
            },
            {
              title: 'आधुनिक भवन और सुविधाएँ',
              text: 'हवादार कक्षाएँ; विज्ञान, कंप्यूटर, भाषा और गणित की प्रयोगशालाएँ; पुस्तकालय, संगीत और कला कक्ष और खेल के मैदान, सब एक सुरक्षित परिसर में।',
            },
            {
              title: 'स्मार्ट कक्षाएँ',
              text: 'हर कक्षा में इंटरैक्टिव स्मार्ट बोर्ड और दृश्य-श्रव्य पाठ हैं, जिनसे कठिन विचारों को देखना, उन पर चर्चा करना और उन्हें याद रखना आसान हो जाता है।',
            },
            {
              title: 'आई-केयर कार्यक्रम',
              text: 'हमारा बाल-सुरक्षा कार्यक्रम: सीसीटीवी, सत्यापित कर्मचारी, देखरेख वाला परिवहन, प्रशिक्षित परामर्शदाता और बड़ों व बच्चों के आपसी व्यवहार के स्पष्ट नियम।',
            },
          ],
        },
        items: [
          {
            title: 'Universal Learning System',
            icon: 'layers',
            text: 'One connected learning chain from Pre-Primary to Class XII: clear outcomes for every class, shared lesson plans and regular checks of understanding, so nothing is lost between one year and the next.',
          },
          {
            title: 'State-of-the-art Infrastructure',
            icon: 'building',
            text: 'Airy classrooms, science, computer, language and mathematics labs, a library, music and art rooms and sports grounds, all on one secure campus.',
          },
          {
            title: 'Smart Classrooms',
            icon: 'monitor',
            text: 'Every classroom has an interactive smart board and audio-visual lessons that make abstract ideas easy to see, discuss and remember.',
          },
          {
            title: 'I-Care Program',
            icon: 'shield',
            text: 'Our child-safety programme: CCTV, verified staff, supervised transport, a trained counsellor and clear rules on how adults and children interact.',
          },
        ],
      },
    ],
  };
}

/** Who the school is: the demo school's story, or the same told from any school's settings. */
function legacySection(school: SeedSchool): PageSection {
  const { name, board, affiliationNumber, established, city, hindi } = school;
  if (!school.demo)
    return {
      type: 'section',
      id: 'legacy',
      eyebrow: 'Our story',
      title: 'Who we are',
      hi: { eyebrow: 'हमारी कहानी', title: 'हम कौन हैं' },
      tone: 'muted',
      blocks: [
        {
          type: 'split',
          hi: {
            image: imageHi(school, 'students'),
            doc: richTextOf([
              `${hindi.name} ${hindi.city} में ${hindi.classes} तक का विद्यालय है, जिसकी जड़ें गहरी हैं और जो भविष्य के लिए तैयार भी है: भारत की विरासत और भाषाओं पर गर्व करने वाला, और विज्ञान, तकनीक और बड़ी दुनिया के साथ आत्मविश्वास से भरा।`,
              'हमारा मानना है कि विद्या का काम करियर के साथ-साथ चरित्र भी बनाना है। इसीलिए हमारी समय-सारणी में मूल्य शिक्षा, कलाएँ और दूसरों की सेवा गणित और विज्ञान के साथ बराबर जगह पाती हैं।',
              `विद्यालय ${hindi.board} से संबद्ध है (संबद्धता क्रमांक ${affiliationNumber}): छोटी कक्षाएँ, शिक्षकों की स्थिर टीम और हर परिवार से निकट संपर्क।`,
            ]),
          },
          image: school.image('students'),
          doc: richTextOf([
            `${name} is a school in ${city} for ${school.classes} that is both rooted and ready: proud of India's heritage and languages, and confident with science, technology and the wider world.`,
            'We believe that knowledge is meant to build character as well as careers. That is why value education, the arts and service to others sit in our timetable next to mathematics and science.',
            `The school is affiliated to the ${board} (affiliation no. ${affiliationNumber}), with small classes, a settled team of teachers and close contact with every family.`,
          ]),
        },
      ],
    };
  return {
    type: 'section',
    id: 'legacy',
    eyebrow: 'Our story',
    title: 'Our Legacy',
    hi: { eyebrow: 'हमारी कहानी', title: 'हमारी विरासत' },
    tone: 'muted',
    blocks: [
      {
        type: 'split',
        hi: {
          image: imageHi(school, 'students'),
          doc: richTextOf([
            `${hindi.name} की स्थापना ${established} में ${hindi.city} के शिक्षकों और अभिभावकों ने की, जो ऐसा विद्यालय चाहते थे जिसकी जड़ें गहरी हों और जो भविष्य के लिए तैयार भी हो: भारत की विरासत और भाषाओं पर गर्व करने वाला, और विज्ञान, तकनीक और बड़ी दुनिया के साथ आत्मविश्वास से भरा।`,
            'हमारा नाम और हमारे चार सदन वेदों से प्रेरित हैं, जो भारत में ज्ञान की सबसे पुरानी परंपरा हैं। उनसे हम एक सरल विचार लेते हैं: विद्या का काम करियर के साथ-साथ चरित्र भी बनाना है। इसीलिए हमारी समय-सारणी में मूल्य शिक्षा, कलाएँ और दूसरों की सेवा गणित और विज्ञान के साथ बराबर जगह पाती हैं।',
            `विद्यालय सीबीएसई से संबद्ध है (संबद्धता क्रमांक ${affiliationNumber}) और हर वर्ष एक कदम आगे बढ़ता है: छोटी कक्षाएँ, शिक्षकों की स्थिर टीम और हर परिवार से निकट संपर्क।`,
          ]),
        },
        image: school.image('students'),
        doc: richTextOf([
          `${name} was founded in ${established} by educators and parents of ${city} who wanted a school that is both rooted and ready: proud of India's heritage and languages, and confident with science, technology and the wider world.`,
          'Our name and our four houses draw on the Vedas, the oldest tradition of learning in India. We take from it a simple idea: that knowledge (vidya) is meant to build character as well as careers. That is why value education, the arts and service to others sit in our timetable next to mathematics and science.',
          `The school is affiliated to the ${board} (affiliation no. ${affiliationNumber}) and grows one year at a time, with small classes, a settled team of teachers and close contact with every family.`,
        ]),
      },
    ],
  };
}

/** The campus and its safety, and the school's own programmes: every school's. */
const sharedSections = (school: SeedSchool): PageSection[] => [
  {
    type: 'section',
    id: 'infrastructure',
    eyebrow: 'A campus built for children',
    title: 'Infrastructure & Safety',
    hi: { eyebrow: 'बच्चों के लिए बना परिसर', title: 'भवन, सुविधाएँ और सुरक्षा' },
    tone: 'plain',
    blocks: [
      {
        type: 'split',
        hi: {
          image: imageHi(school, 'campusGate'),
          doc: richTextOf([
            'हमारे परिसर की योजना इस बात को ध्यान में रखकर बनी है कि बच्चे कैसे सीखते और चलते-फिरते हैं: चौड़े गलियारे, धूप से भरी कक्षाएँ, उन्हें उपयोग करने वाली कक्षाओं के पास प्रयोगशालाएँ, और खेलने के लिए खुला मैदान। सुरक्षा भवनों की बनावट और रोज़ की दिनचर्या, दोनों में शामिल है।',
          ]),
          points: [
            'हर प्रवेश द्वार, गलियारे और खेल के स्थान पर सीसीटीवी कैमरे, जिन पर निगरानी कक्ष से नज़र रखी जाती है',
            'एक नियंत्रित मुख्य द्वार, जहाँ आगंतुक रजिस्टर, पहचान की जाँच और जल्दी ले जाने के लिए गेट पास की व्यवस्था है',
            'जीपीएस से जुड़ी विद्यालय बसें, हर यात्रा में एक प्रशिक्षित सहायक के साथ',
            'हर मंज़िल पर अग्निशामक यंत्र, चिह्नित निकास और हर सत्र में आपात निकासी का अभ्यास',
            'प्रशिक्षित नर्स के साथ चिकित्सा कक्ष, और सभी प्रयोगशालाओं व बसों में प्राथमिक उपचार किट',
            'हर मंज़िल पर शुद्ध पेयजल और साफ़, अलग-अलग शौचालय',
          ],
        },
        image: school.image('campusGate'),
        reverse: true,
        doc: richTextOf([
          'Our campus was planned around the way children learn and move: wide corridors, classrooms full of daylight, labs close to the classes that use them, and open ground for play. Safety is built into the buildings and into daily routines.',
        ]),
        points: [
          'CCTV cameras at every entrance, corridor and play area, watched from a monitoring room',
          'One controlled main gate with a visitor register, ID checks and gate passes for early pick-up',
          'GPS-tracked school buses with a trained attendant on board for every trip',
          'Fire extinguishers on every floor, marked exits and evacuation drills every term',
          'A medical room with a trained nurse, first-aid kits in all labs and buses',
          'Purified drinking water and clean, separate washrooms on every floor',
        ],
      },
    ],
  },
  {
    type: 'section',
    id: 'approach',
    eyebrow: 'What makes us different',
    title: 'Our Unique Approach',
    intro:
      'Alongside the CBSE curriculum, two programmes of our own prepare pupils for a world that changes fast: one teaches them to create value, the other to stay safe and wise online.',
    hi: {
      eyebrow: 'हमें क्या अलग बनाता है',
      title: 'हमारा अनूठा तरीका',
      intro:
        'सीबीएसई पाठ्यक्रम के साथ-साथ हमारे अपने दो कार्यक्रम विद्यार्थियों को तेज़ी से बदलती दुनिया के लिए तैयार करते हैं: एक उन्हें कुछ मूल्यवान रचना सिखाता है, दूसरा ऑनलाइन सुरक्षित और समझदार रहना।',
    },
    tone: 'muted',
    blocks: [
      {
        type: 'cards',
        hi: {
          items: [
            {
              title: 'FLIP',
              meta: 'उद्यमिता',
              text: 'विद्यार्थी विचारों को काम में बदलना सीखते हैं। वे विद्यालय या अपने मोहल्ले की कोई असली समस्या पहचानते हैं, उसके लिए कोई उत्पाद या सेवा बनाते हैं, उसकी लागत निकालते हैं और उसे शिक्षकों और अभिभावकों के एक पैनल के सामने प्रस्तुत करते हैं।',
              points: [
                'समस्या पहचानना और डिज़ाइन थिंकिंग',
                'बजट, मूल्य तय करना और सरल हिसाब-किताब',
                'टीम में काम, अपनी बात प्रस्तुत करना और सुझावों से सीखना',
              ],
            },
            {
              title: 'DCP',
              meta: 'साइबर-समझ',
              text: 'इंटरनेट के सुरक्षित, शालीन और समझदारी भरे उपयोग का चरण-दर-चरण कार्यक्रम, हर आयु-वर्ग के अनुसार, और अभिभावकों के लिए कार्यशालाओं के साथ, ताकि घर और विद्यालय एक ही सलाह दें।',
              points: [
                'मज़बूत पासवर्ड और प्राइवेसी सेटिंग',
                'धोखाधड़ी, फ़र्ज़ी ख़बरों और ऑनलाइन ख़तरों को पहचानना',
                'सम्मानजनक व्यवहार और स्क्रीन की स्वस्थ आदतें',
              ],
            },
          ],
        },
        pointStyle: 'check',
        items: [
          {
            title: 'FLIP',
            meta: 'Entrepreneurship',
            icon: 'briefcase',
            text: 'Pupils learn to turn ideas into action. They spot a real problem in school or in their neighbourhood, design a product or service, work out what it costs and present it to a panel of teachers and parents.',
            points: [
              'Problem-finding and design thinking',
              'Budgets, pricing and simple accounts',
              'Teamwork, pitching and learning from feedback',
            ],
          },
          {
            title: 'DCP',
            meta: 'Cyber smartness',
            icon: 'lock',
            text: 'A step-by-step programme for safe, kind and smart use of the internet, matched to each age group, with workshops for parents so that home and school give the same advice.',
            points: [
              'Strong passwords and privacy settings',
              'Spotting scams, fake news and online risks',
              'Respectful behaviour and healthy screen habits',
            ],
          },
        ],
      },
    ],
  },
];

/** The school in figures: the demo school's. */
function inNumbersSection(school: SeedSchool): PageSection {
  void school;
  return {
    type: 'section',
    id: 'in-numbers',
    title: 'Our school in numbers',
    hi: { title: 'आँकड़ों में हमारा विद्यालय' },
    tone: 'brand',
    blocks: [
      {
        type: 'stats',
        hi: {
          label: 'आँकड़ों में हमारा विद्यालय',
          items: [
            { value: '98%', label: 'विद्यार्थियों की सफलता' },
            { value: String(demoSchoolFacts.teachers), label: 'कुशल शिक्षक' },
            { value: '30+', label: 'कार्यक्रम' },
            { value: '100+', label: 'जीते गए पुरस्कार' },
          ],
        },
        label: 'Our school in numbers',
        items: [
          { value: '98%', label: 'Graduate Success' },
          { value: String(demoSchoolFacts.teachers), label: 'Expert Teachers' },
          { value: '30+', label: 'Programs' },
          { value: '100+', label: 'Awards Won' },
        ],
      },
    ],
  };
}

/** The closing invitation's Hindi, for the page's own `hi` (where a page's closing band is translated). */
export const aboutStoryCtaHi = {
  title: 'हमारा परिसर देखने आइए',
  text: 'हमारी कक्षाएँ, प्रयोगशालाएँ और मैदान देखिए और हमारे शिक्षकों से मिलिए। परिसर भ्रमण सोमवार से शनिवार तक होता है, और बिना समय लिए भी आप आ सकते हैं।',
  actions: [{ label: 'अपनी यात्रा तय करें' }],
};

/** The story, campus, approach and figures, with a closing invitation to visit. */
export const aboutStory = (school: SeedSchool): Pick<PageInput, 'sections' | 'cta'> => ({
  sections: [
    atAGlanceSection(school),
    legacySection(school),
    ...sharedSections(school),
    ...(school.demo ? [inNumbersSection(school)] : []),
  ],
  cta: {
    title: 'Visit Our Campus',
    text: 'See our classrooms, labs and grounds and meet our teachers. Tours run Monday to Saturday, and walk-ins are welcome.',
    actions: [{ label: 'Plan Your Visit', to: '/contact' }],
  },
});
