import type { PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const beyondAcademicsPage = (school: SeedSchool): PageInput => ({
  slug: 'beyond-academics',
  title: 'Beyond Academics: Labs, Library and Studios',
  description: `Explore the campus of ${school.name}: language, science and mathematics labs, a music room, library and art and craft studio.`,
  hi: {
    title: 'पढ़ाई से आगे: प्रयोगशालाएँ, पुस्तकालय और स्टूडियो',
    description: `${school.hindi.name} का परिसर देखें: भाषा, विज्ञान और गणित प्रयोगशालाएँ, संगीत कक्ष, पुस्तकालय और कला एवं शिल्प स्टूडियो।`,
    hero: {
      eyebrow: 'पढ़ाई से आगे',
      title: 'जिज्ञासा जगाने वाली जगहें',
      lead: 'सीखना पाठ्यपुस्तक पर नहीं रुकता। हमारी प्रयोगशालाएँ, स्टूडियो और पुस्तकालय हर बच्चे को प्रयोग करने, रचने, प्रस्तुति देने और पढ़ने का अवसर देते हैं।',
      image: school.imageHi('students', 'परिसर के आँगन में साथ-साथ चलते विद्यार्थी'),
      actions: [{ label: 'हमारा परिसर देखें' }, { label: 'परिसर भ्रमण का समय लें' }],
    },
    cta: {
      title: 'स्वयं आकर देखें',
      text: 'परिसर भ्रमण सोमवार से शनिवार तक होता है। हमारी टीम के किसी सदस्य के साथ प्रयोगशालाएँ, पुस्तकालय और स्टूडियो देखें।',
      actions: [{ label: 'परिसर भ्रमण का समय लें' }, { label: 'जानकारी माँगें' }],
    },
  },
  hero: {
    eyebrow: 'Beyond Academics',
    title: 'Spaces That Spark Curiosity',
    lead: 'Learning does not stop at the textbook. Our labs, studios and library give every child room to experiment, create, perform and read.',
    image: school.image('students'),
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
      hi: {
        title: 'हमारा परिसर देखें',
        eyebrow: 'हमारी सुविधाएँ',
        intro: 'कोई सुविधा चुनें और देखें कि वहाँ क्या होता है।',
      },
      intro: 'Choose a facility to see what happens there.',
      tone: 'plain',
      blocks: [
        {
          type: 'facilityPicker',
          label: 'School facilities',
          hi: {
            label: 'विद्यालय की सुविधाएँ',
            gridTitle: 'हमारी सभी सुविधाएँ',
            facilities: [
              {
                label: 'हमारा परिसर',
                title: 'हमारा परिसर',
                image: school.imageHi('campus', 'सामने लॉन और ध्वज-स्तंभ वाला विद्यालय भवन'),
                description: `${school.demo ? 'बिलासपुर में रिंग रोड नं. 2 पर' : `${school.hindi.locality} में`} एक हरा-भरा, सुरक्षित परिसर, जिसमें हवादार कक्षाएँ, विशेष प्रयोगशालाएँ, खेल के मैदान, तरणताल और बच्चों का पार्क है — इस तरह बनाया गया कि हर जगह सीखने में सहायक हो।`,
                highlights: [
                  'हर खंड में स्मार्ट कक्षाएँ',
                  'चौबीसों घंटे सीसीटीवी और पहरे वाला प्रवेश द्वार',
                  'खेल के मैदान, तरणताल और स्केटिंग रिंक',
                ],
              },
              {
                label: 'भाषा प्रयोगशाला',
                title: 'भाषा प्रयोगशाला',
                image: school.imageHi('languageLab', 'हेडफ़ोन वाले भाषा प्रयोगशाला के बूथ'),
                description:
                  'हेडफ़ोन और निर्देशित सॉफ़्टवेयर वाले अलग-अलग बूथ विद्यार्थियों को सुनने, दोहराने और अपनी आवाज़ रिकॉर्ड करने में मदद करते हैं, जिससे अंग्रेज़ी, हिंदी और फ़्रेंच में उनका उच्चारण साफ़ होता है और वे आत्मविश्वास से बोलते हैं।',
                highlights: [
                  'हर विद्यार्थी की अपनी गति से सुनने और बोलने का अभ्यास',
                  'रिकॉर्ड किए गए मौखिक मूल्यांकन',
                  'वाद-विवाद, भाषण और ध्वनि-ज्ञान (फ़ोनिक्स) के सत्र',
                ],
              },
              {
                label: 'विज्ञान प्रयोगशाला',
                title: 'विज्ञान प्रयोगशालाएँ',
                image: school.imageHi('physicsLab', 'पेंडुलम, लेंस और सर्किट बोर्ड वाली भौतिकी प्रयोगशाला'),
                description:
                  'भौतिकी, रसायन विज्ञान और जीव विज्ञान की अलग-अलग प्रयोगशालाओं में विद्यार्थी सीबीएसई के सभी प्रायोगिक कार्य और अपनी स्वयं की खोजें, सुरक्षित ढंग से और सही उपकरणों के साथ करते हैं।',
                highlights: [
                  'भौतिकी, रसायन विज्ञान और जीव विज्ञान प्रयोगशालाएँ',
                  'हर प्रयोगशाला में सुरक्षा अभ्यास, चश्मे और प्राथमिक उपचार',
                  'विज्ञान प्रदर्शनी के प्रोजेक्ट यहीं बनते हैं',
                ],
              },
              {
                label: 'गणित प्रयोगशाला',
                title: 'गणित प्रयोगशाला',
                image: school.imageHi('mathLab', 'गणित प्रयोगशाला में ज्यामितीय मॉडल और अबेकस'),
                description:
                  'ज्यामितीय मॉडल, अबेकस, भिन्न की किट और पहेलियाँ अवधारणाओं को आँखों के सामने ले आती हैं। विद्यार्थी पैटर्न खोजते हैं, मापते हैं और सिद्ध करते हैं, ताकि गणित रटने की नहीं, करने की चीज़ बन जाए।',
                highlights: [
                  'हर कक्षा के लिए हाथ से करके सीखने वाली किट',
                  'कक्षा 3 से सीबीएसई की प्रयोगशाला गतिविधियाँ',
                  'ओलंपियाड और पहेली क्लब के सत्र',
                ],
              },
              {
                label: 'संगीत कक्ष',
                title: 'संगीत कक्ष',
                image: school.imageHi('musicRoom', 'हारमोनियम, तबला और कीबोर्ड वाला संगीत कक्ष'),
                description:
                  'ध्वनि के अनुसार तैयार किए गए कक्ष में हारमोनियम, तबला, कीबोर्ड, गिटार और ताल वाद्य। विद्यार्थी भारतीय और पाश्चात्य संगीत सीखते हैं और प्रार्थना सभाओं, त्योहारों और वार्षिकोत्सव के लिए अभ्यास करते हैं।',
                highlights: [
                  'गायन और वादन की कक्षाएँ',
                  'विद्यालय का गायक दल और बैंड',
                  'अंतर-सदन संगीत प्रतियोगिताएँ',
                ],
              },
              {
                label: 'पुस्तकालय',
                title: 'पुस्तकालय',
                image: school.imageHi('library', 'किताबों से भरी अलमारियाँ और पढ़ने की मेज़ वाला पुस्तकालय'),
                description:
                  'अंग्रेज़ी और हिंदी की किताबों, संदर्भ ग्रंथों, पत्रिकाओं और समाचार पत्रों से भरा एक शांत पुस्तकालय, साथ में सबसे छोटे पाठकों के लिए पढ़ने का एक कोना और हर कक्षा के लिए साप्ताहिक पुस्तकालय पीरियड।',
                highlights: [
                  'कथा, कथेतर और संदर्भ खंड',
                  'वरिष्ठ विद्यार्थियों के लिए करियर और विश्वविद्यालय मार्गदर्शिकाएँ',
                  'पठन चुनौतियाँ और पुस्तक सप्ताह',
                ],
              },
              {
                label: 'कला और शिल्प',
                title: 'कला और शिल्प स्टूडियो',
                image: school.imageHi('artCraft', 'कला कक्ष में ईज़ल, रंग और कागज़ के शिल्प'),
                description:
                  'ईज़ल, मिट्टी, कागज़ के शिल्प और स्थानीय लोक कलाएँ बच्चों को कल्पना करने और कुछ बनाने का अवसर देती हैं। स्टूडियो में बना काम हमारे गलियारों और वार्षिक कला प्रदर्शनी की शोभा बढ़ाता है।',
                highlights: [
                  'चित्रकारी, रंगकारी और मिट्टी के मॉडल',
                  `${school.hindi.region} की लोक कलाएँ`,
                  'वार्षिक कला प्रदर्शनी',
                ],
              },
            ],
          },
          gridTitle: 'All Our Facilities',
          defaultId: 'campus',
          facilities: [
            {
              id: 'campus',
              label: 'Our Campus',
              title: 'Our Campus',
              image: school.image('campus'),
              description: `A green, secure campus ${school.demo ? 'on Ring Road No. 2 in Bilaspur' : `in ${school.locality}`}, with airy classrooms, specialist labs, sports grounds, a swimming pool and a children’s park — designed so that every space supports learning.`,
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
              image: school.image('languageLab'),
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
              image: school.image('physicsLab'),
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
              image: school.image('mathLab'),
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
              image: school.image('musicRoom'),
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
              image: school.image('library'),
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
              image: school.image('artCraft'),
              description:
                'Easels, clay, paper craft and local folk art forms give children space to imagine and make. Work from the studio decorates our corridors and the annual art exhibition.',
              highlights: [
                'Drawing, painting and clay modelling',
                `Folk arts of ${school.region}`,
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
});
