import { richTextOf, type PageInput, type PageSection } from '#contracts/content/pages.ts';
import { demoSchoolFacts } from '#server/modules/pages/seed/demo-school-facts.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

/**
 * The accolades: the demo school's record since it opened (its own story), or, for any other
 * school, where its pupils take part; both list what the pupils have won as the office adds it.
 */
export function accoladesPage(school: SeedSchool): PageInput {
  return school.demo ? demoAccoladesPage(school) : starterAccoladesPage(school);
}

/**
 * The achievements the office adds on the Achievements screen, by year and category with a
 * filter (web/components/content/achievements-block.tsx): the page lists the records themselves
 * rather than a hand-written summary of them.
 */
const achievementsSection: PageSection = {
  type: 'section',
  id: 'record',
  title: 'What our pupils have won',
  intro:
    'Each prize, medal and award as the school office records it, newest year first. Choose a category or a year to see fewer.',
  hi: {
    title: 'हमारे विद्यार्थियों ने क्या जीता',
    intro:
      'हर पुरस्कार, पदक और सम्मान, जैसा विद्यालय कार्यालय उसे दर्ज करता है, सबसे नए वर्ष से। कम देखने के लिए कोई श्रेणी या वर्ष चुनें।',
  },
  tone: 'muted',
  blocks: [{ type: 'achievements' }],
};

function demoAccoladesPage(school: SeedSchool): PageInput {
  const { name, city, established, hindi } = school;
  return {
    slug: 'accolades',
    title: 'Accolades',
    description: `Achievements of ${name} pupils since ${established}: olympiad results, sports medals, cultural prizes and service awards, reported honestly.`,
    hi: {
      title: 'उपलब्धियाँ',
      description: `${established} से ${hindi.name} के विद्यार्थियों की उपलब्धियाँ: ओलंपियाड के परिणाम, खेलों के पदक, सांस्कृतिक पुरस्कार और सेवा के सम्मान, ईमानदारी से बताए गए।`,
      hero: {
        eyebrow: 'हमारे बारे में',
        title: 'उपलब्धियाँ',
        lead: 'हम एक नया विद्यालय हैं और सफलता को सबसे पहले इस बात से मापते हैं कि हमारे विद्यार्थी कैसे आगे बढ़ते हैं। फिर भी, जब उनकी मेहनत को हमारे परिसर के बाहर पहचान मिलती है, तो हमें गर्व होता है।',
        image: imageHi(school, 'sports'),
      },
      cta: {
        title: 'हर उपलब्धि मायने रखती है',
        text: 'जानिए कि सदन व्यवस्था और हमारे क्लब हर विद्यार्थी को भाग लेने और चमकने का अवसर कैसे देते हैं।',
        actions: [{ label: 'सदन व्यवस्था देखें' }, { label: 'संपर्क करें' }],
      },
    },
    hero: {
      eyebrow: 'About us',
      title: 'Accolades',
      lead: 'We are a young school and we measure success first by how our pupils grow. Still, we are proud when their effort is recognised beyond our gates.',
      image: school.image('sports'),
    },
    sections: [
      {
        type: 'section',
        id: 'achievement',
        eyebrow: 'How we see achievement',
        title: 'Effort first, then results',
        hi: { eyebrow: 'उपलब्धि को हम कैसे देखते हैं', title: 'पहले मेहनत, फिर परिणाम' },
        tone: 'plain',
        blocks: [
          {
            type: 'split',
            hi: {
              image: imageHi(school, 'assembly'),
              doc: richTextOf([
                'इस पृष्ठ का हर प्रमाणपत्र और पदक उन विद्यार्थियों ने कमाया है जिन्होंने अपने शिक्षकों के साथ कई सप्ताह तैयारी की। हम भागीदारी और अपने पिछले प्रदर्शन से बेहतर करने का भी उतनी ही गर्मजोशी से उत्सव मनाते हैं जितना पुरस्कारों का, और प्रार्थना सभा में बहुत सुधार करने वाले विद्यार्थी के लिए भी उतनी ही ज़ोर से तालियाँ बजती हैं जितनी प्रथम आने वाले के लिए।',
                `${established} में विद्यालय खुलने के बाद से हमारे विद्यार्थियों ने ${hindi.city} और उसके बाहर ओलंपियाड, अंतर-विद्यालय खेल प्रतियोगिताओं और सांस्कृतिक उत्सवों में भाग लिया है। नीचे दी गई सूची उन पहले वर्षों की सच्ची तस्वीर है।`,
              ]),
            },
            image: school.image('assembly'),
            doc: richTextOf([
              'Every certificate and medal on this page was earned by pupils who prepared with their teachers over many weeks. We celebrate participation and personal bests as warmly as prizes, and in assembly a pupil who improved a great deal is applauded as loudly as one who came first.',
              `Since we opened in ${established}, our pupils have taken part in olympiads, inter-school sports meets and cultural festivals across ${city} and beyond. The list below is a fair picture of those first years.`,
            ]),
          },
        ],
      },
      achievementsSection,
      {
        type: 'section',
        id: 'figures',
        title: 'Our first years in figures',
        hi: { title: 'आँकड़ों में हमारे पहले वर्ष' },
        tone: 'brand',
        blocks: [
          {
            type: 'stats',
            hi: {
              label: 'आँकड़ों में हमारे पहले वर्ष',
              items: [
                { value: '100+', label: 'पदक, ट्रॉफ़ी और योग्यता प्रमाणपत्र, विद्यालय खुलने के बाद से' },
                { value: '60+', label: 'विद्यार्थी 2024-25 में राष्ट्रीय स्तर के ओलंपियाड में बैठे' },
                { value: '12', label: 'अंतर-विद्यालय प्रतियोगिताएँ, जिनमें पिछले वर्ष हमारी टीमें उतरीं' },
                { value: '4', label: 'सदन, जो हर वर्ष अंतर-सदन ट्रॉफ़ी के लिए मुकाबला करते हैं' },
              ],
            },
            label: 'Our first years in figures',
            items: [
              {
                value: '100+',
                label: 'medals, trophies and merit certificates since the school opened',
              },
              { value: '60+', label: 'pupils who sat national-level olympiads in 2024-25' },
              { value: '12', label: 'inter-school events our teams entered last year' },
              {
                value: String(demoSchoolFacts.houses.length),
                label: 'houses competing every year for the inter-house trophy',
              },
            ],
          },
        ],
      },
      {
        type: 'section',
        id: 'year-by-year',
        title: 'Year by year',
        intro: 'How our record has grown, one school year at a time.',
        hi: {
          title: 'वर्ष-दर-वर्ष',
          intro: 'हर शैक्षणिक वर्ष के साथ हमारी उपलब्धियाँ कैसे बढ़ीं।',
        },
        tone: 'muted',
        blocks: [
          {
            type: 'timeline',
            hi: {
              items: [
                {
                  when: '2022-23',
                  title: 'पहला साल',
                  text: 'पहली अंतर-सदन प्रतियोगिताएँ, ओलंपियाड में पहली भागीदारी और हमारा पहला वार्षिकोत्सव, जिसमें हर विद्यार्थी मंच पर आया।',
                },
                {
                  when: '2023-24',
                  title: 'परिसर से बाहर',
                  text: 'अंतर-विद्यालय एथलेटिक्स और स्केटिंग प्रतियोगिताओं में पहले पदक, और भाषण व चित्रकला प्रतियोगिताओं में पहले पुरस्कार।',
                },
                {
                  when: '2024-25',
                  title: 'बढ़ता आत्मविश्वास',
                  text: 'साठ से अधिक विद्यार्थियों ने ओलंपियाड में भाग लिया, फ़ुटबॉल में सेमीफ़ाइनल तक पहुँचे, और अंतर-विद्यालय प्रदर्शनियों में विज्ञान के मॉडल दिखाए।',
                },
              ],
            },
            items: [
              {
                when: '2022-23',
                title: 'A first season',
                text: 'The first inter-house competitions, the first olympiad entries and our first annual day, with every pupil on stage.',
              },
              {
                when: '2023-24',
                title: 'Beyond our gates',
                text: 'First medals at inter-school athletics and skating meets, and first prizes in elocution and drawing competitions.',
              },
              {
                when: '2024-25',
                title: 'Growing confidence',
                text: 'More than sixty olympiad participants, a football semi-final, and science models shown at inter-school exhibitions.',
              },
            ],
          },
        ],
      },
    ],
    cta: {
      title: 'Every achievement counts',
      text: 'Find out how the house system and our clubs give every pupil a chance to take part and shine.',
      actions: [
        { label: 'Explore the House System', to: '/house-system' },
        { label: 'Contact Us', to: '/contact' },
      ],
    },
  };
}

function starterAccoladesPage(school: SeedSchool): PageInput {
  const { name, city, hindi } = school;
  return {
    slug: 'accolades',
    title: 'Accolades',
    description: `Achievements of ${name} pupils: olympiad results, sports medals, cultural prizes and service awards.`,
    hi: {
      title: 'उपलब्धियाँ',
      description: `${hindi.name} के विद्यार्थियों की उपलब्धियाँ: ओलंपियाड के परिणाम, खेलों के पदक, सांस्कृतिक पुरस्कार और सेवा के सम्मान।`,
      hero: {
        eyebrow: 'हमारे बारे में',
        title: 'उपलब्धियाँ',
        lead: 'हम सफलता को सबसे पहले इस बात से मापते हैं कि हमारे विद्यार्थी कैसे आगे बढ़ते हैं। फिर भी, जब उनकी मेहनत को हमारे परिसर के बाहर पहचान मिलती है, तो हमें गर्व होता है।',
        image: imageHi(school, 'sports'),
      },
      cta: {
        title: 'हर उपलब्धि मायने रखती है',
        text: 'जानिए कि सदन व्यवस्था और हमारे क्लब हर विद्यार्थी को भाग लेने और चमकने का अवसर कैसे देते हैं।',
        actions: [{ label: 'सदन व्यवस्था देखें' }, { label: 'संपर्क करें' }],
      },
    },
    hero: {
      eyebrow: 'About us',
      title: 'Accolades',
      lead: 'We measure success first by how our pupils grow. Still, we are proud when their effort is recognised beyond our gates.',
      image: school.image('sports'),
    },
    sections: [
      {
        type: 'section',
        id: 'achievement',
        eyebrow: 'How we see achievement',
        title: 'Effort first, then results',
        hi: { eyebrow: 'उपलब्धि को हम कैसे देखते हैं', title: 'पहले मेहनत, फिर परिणाम' },
        tone: 'plain',
        blocks: [
          {
            type: 'split',
            hi: {
              image: imageHi(school, 'assembly'),
              doc: richTextOf([
                'हमारे विद्यार्थियों का हर प्रमाणपत्र और पदक अपने शिक्षकों के साथ कई सप्ताह की तैयारी से कमाया जाता है। हम भागीदारी और अपने पिछले प्रदर्शन से बेहतर करने का भी उतनी ही गर्मजोशी से उत्सव मनाते हैं जितना पुरस्कारों का, और प्रार्थना सभा में बहुत सुधार करने वाले विद्यार्थी के लिए भी उतनी ही ज़ोर से तालियाँ बजती हैं जितनी प्रथम आने वाले के लिए।',
                `हमारे विद्यार्थी ${hindi.city} और उसके बाहर ओलंपियाड, अंतर-विद्यालय खेल प्रतियोगिताओं और सांस्कृतिक उत्सवों में भाग लेते हैं। नीचे उनके जीते पुरस्कार हैं, और वे क्षेत्र जिनमें वे अपनी प्रतिभा दिखाते हैं।`,
              ]),
            },
            image: school.image('assembly'),
            doc: richTextOf([
              'Every certificate and medal our pupils bring home is earned with weeks of preparation alongside their teachers. We celebrate participation and personal bests as warmly as prizes, and in assembly a pupil who improved a great deal is applauded as loudly as one who came first.',
              `Our pupils take part in olympiads, inter-school sports meets and cultural festivals in ${city} and beyond. Below are the prizes they have won, and the areas in which they show what they can do.`,
            ]),
          },
        ],
      },
      achievementsSection,
      {
        type: 'section',
        id: 'highlights',
        title: 'Where our pupils take part',
        intro: 'The areas in which our pupils compete and perform, prepared by their teachers.',
        hi: {
          title: 'हमारे विद्यार्थी कहाँ भाग लेते हैं',
          intro: 'वे क्षेत्र जिनमें हमारे विद्यार्थी अपने शिक्षकों की तैयारी के साथ प्रतियोगिता और प्रस्तुति करते हैं।',
        },
        tone: 'plain',
        blocks: [
          {
            type: 'cards',
            hi: {
              items: [
                {
                  title: 'शैक्षणिक ओलंपियाड',
                  text: 'कक्षा 2 और उससे ऊपर के विद्यार्थी हर वर्ष विज्ञान, गणित, अंग्रेज़ी और कंप्यूटर के राष्ट्रीय ओलंपियाड में भाग ले सकते हैं, जिनकी तैयारी उनके विषय-शिक्षक कराते हैं।',
                },
                {
                  title: 'खेल',
                  text: 'विद्यालय की टीमें एथलेटिक्स और टीम खेलों की अंतर-विद्यालय और ज़िला स्तर की प्रतियोगिताओं के लिए अभ्यास करती हैं।',
                },
                {
                  title: 'सांस्कृतिक कार्यक्रम',
                  text: 'हमारे गायक दल, नृत्य और नाटक समूह अंतर-विद्यालय उत्सवों में प्रस्तुति देते हैं, और विद्यार्थी भाषण, कविता पाठ और समूह गान प्रतियोगिताओं में भाग लेते हैं।',
                },
                {
                  title: 'कला और साहित्य',
                  text: 'विद्यार्थी अंतर-विद्यालय प्रदर्शनियों के लिए चित्र भेजते हैं और अंग्रेज़ी और हिंदी की निबंध और कहानी लेखन प्रतियोगिताओं के लिए लिखते हैं।',
                },
                {
                  title: 'विज्ञान और नवाचार',
                  text: 'टीमें अंतर-विद्यालय विज्ञान प्रदर्शनियों में चलते-फिरते मॉडल प्रस्तुत करती हैं और अपने FLIP उद्यम अतिथियों के एक पैनल के सामने रखती हैं।',
                },
                {
                  title: 'सेवा और नागरिकता',
                  text: 'स्थानीय संस्थाओं के साथ स्वच्छता और वृक्षारोपण अभियान, और एक इको-क्लब जो परिसर को प्लास्टिक-मुक्त रखने के लिए काम करता है।',
                },
              ],
            },
            minWidth: '20rem',
            items: [
              {
                title: 'Academic olympiads',
                icon: 'star',
                text: 'Pupils from Class 2 upwards can take part each year in national science, mathematics, English and computer olympiads, prepared by their subject teachers.',
              },
              {
                title: 'Sports',
                icon: 'trophy',
                text: 'School teams train for inter-school and district-level meets in athletics and team games.',
              },
              {
                title: 'Cultural events',
                icon: 'music',
                text: 'Our choir, dance and drama groups perform at inter-school festivals, and pupils enter elocution, poetry recitation and group singing competitions.',
              },
              {
                title: 'Art and literature',
                icon: 'palette',
                text: 'Pupils send paintings to inter-school exhibitions and write for essay and story-writing competitions in English and Hindi.',
              },
              {
                title: 'Science and innovation',
                icon: 'flask',
                text: 'Teams present working models at inter-school science exhibitions and take their FLIP ventures to a panel of visitors.',
              },
              {
                title: 'Service and citizenship',
                icon: 'heart',
                text: 'Cleanliness and tree-planting drives with local bodies, and an eco-club that works to keep the campus plastic-free.',
              },
            ],
          },
        ],
      },
    ],
    cta: {
      title: 'Every achievement counts',
      text: 'Find out how the house system and our clubs give every pupil a chance to take part and shine.',
      actions: [
        { label: 'Explore the House System', to: '/house-system' },
        { label: 'Contact Us', to: '/contact' },
      ],
    },
  };
}
