import { richTextOf, type PageSection } from '#contracts/content/pages.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

// Our Campus shows these two sections, and the IT infrastructure and sport facilities pages open
// with them: one source for the text that every start seeds.

/** Technology on campus: WiFi, labs, attendance and digital learning. */
export const itInfrastructureSection = (school: SeedSchool): PageSection => ({
  type: 'section',
  id: 'it-infrastructure',
  eyebrow: 'Technology',
  title: 'IT Infrastructure',
  intro:
    'Reliable, secure technology that supports teaching, keeps families informed and prepares students for a digital world.',
  hi: {
    eyebrow: 'तकनीक',
    title: 'आईटी सुविधाएँ',
    intro:
      'भरोसेमंद और सुरक्षित तकनीक, जो पढ़ाई में मदद करती है, परिवारों को जानकारी देती रहती है और विद्यार्थियों को डिजिटल दुनिया के लिए तैयार करती है।',
  },
  blocks: [
    {
      type: 'split',
      hi: {
        image: imageHi(school, 'computerLab'),
        doc: richTextOf([
          'पूरा परिसर नेटवर्क से जुड़ा है, इसलिए शिक्षक किसी भी कमरे में डिजिटल सामग्री का उपयोग कर सकते हैं और विद्यार्थी देखरेख में प्रयोगशालाओं और पुस्तकालय में खोजबीन कर सकते हैं।',
          'फ़िल्टर, देखरेख में उपयोग और हमारा साइबर-समझ कार्यक्रम (DCP) विद्यार्थियों को तकनीक का सुरक्षित और ज़िम्मेदार उपयोग सिखाते हैं।',
        ]),
      },
      image: school.image('computerLab'),
      doc: richTextOf([
        'The whole campus is networked, so teachers can use digital resources in any room and students can research in labs and the library under supervision.',
        'Filters, supervised access and our cyber smartness programme (DCP) teach students to use technology safely and responsibly.',
      ]),
    },
    {
      type: 'cards',
      hi: {
        items: [
          {
            title: 'परिसर में वाई-फ़ाई',
            text: 'कक्षाओं, प्रयोगशालाओं, पुस्तकालय और स्टाफ़ कक्षों में सुरक्षित, तेज़ वायरलेस इंटरनेट, सामग्री फ़िल्टर और विद्यार्थियों व कर्मचारियों के लिए अलग-अलग नेटवर्क के साथ।',
          },
          {
            title: 'इंटरनेट प्रयोगशालाएँ',
            text: 'वातानुकूलित कंप्यूटर प्रयोगशालाएँ, हर विद्यार्थी के लिए एक डेस्कटॉप, लाइसेंस वाला सॉफ़्टवेयर और कोडिंग व खोजबीन के लिए देखरेख में इंटरनेट।',
          },
          {
            title: 'बायोमेट्रिक उपस्थिति',
            text: 'विद्यार्थी और कर्मचारी प्रवेश पर बायोमेट्रिक से उपस्थिति दर्ज करते हैं, और बच्चे के पहुँचते ही अभिभावकों के फ़ोन पर सूचना आ जाती है।',
          },
          {
            title: 'डिजिटल शिक्षा',
            text: 'इंटरैक्टिव पैनल, पाठ्यक्रम से जुड़ी डिजिटल सामग्री और ऑनलाइन असाइनमेंट पढ़ाई को पाठ्यपुस्तक से आगे ले जाते हैं।',
          },
        ],
      },
      items: [
        {
          title: 'Campus WiFi',
          icon: 'wifi',
          text: 'Secure, high-speed wireless across classrooms, labs, library and staff areas, with content filtering and separate networks for students and staff.',
        },
        {
          title: 'Indoor Internet Labs',
          icon: 'monitor',
          text: 'Air-conditioned computer labs with one desktop per student, licensed software and supervised internet access for coding and research.',
        },
        {
          title: 'Biometric Attendance',
          icon: 'fingerprint',
          text: 'Students and staff mark attendance biometrically at entry, and parents receive a notification on their phone when their child arrives.',
        },
        {
          title: 'Digital Learning',
          icon: 'bulb',
          text: 'Interactive panels, curriculum-aligned digital content and online assignments extend learning beyond the textbook.',
        },
      ],
    },
  ],
});

/** The grounds, courts, pool and coaches. */
export const sportsFacilitiesSection = (school: SeedSchool): PageSection => ({
  type: 'section',
  id: 'sports-facilities',
  eyebrow: 'Sports',
  title: 'Sports Facilities',
  intro:
    'Space to run, swim, play and compete: sport is part of every student’s week, guided by qualified coaches.',
  hi: {
    eyebrow: 'खेल',
    title: 'खेल सुविधाएँ',
    intro:
      'दौड़ने, तैरने, खेलने और मुकाबला करने की जगह: योग्य प्रशिक्षकों के मार्गदर्शन में खेल हर विद्यार्थी के सप्ताह का हिस्सा है।',
  },
  blocks: [
    {
      type: 'split',
      hi: {
        image: imageHi(school, 'sports'),
        doc: richTextOf([
          'हमारे मैदानों में शारीरिक शिक्षा की कक्षाएँ, अंतर-सदन प्रतियोगिताएँ, टीमों का अभ्यास और वार्षिक खेलकूद प्रतियोगिता होती है।',
          'प्रशिक्षक उम्र के अनुसार अभ्यास की योजना बनाते हैं, उपकरणों की नियमित जाँच होती है, और प्राथमिक उपचार व पीने का पानी हमेशा पास रहता है।',
        ]),
      },
      image: school.image('sports'),
      doc: richTextOf([
        'Our grounds host physical education classes, house competitions, team practice and the annual sports meet.',
        'Coaches plan age-appropriate training, equipment is checked regularly, and first aid and drinking water are always at hand.',
      ]),
    },
    {
      type: 'cards',
      hi: {
        items: [
          {
            title: 'बास्केटबॉल कोर्ट',
            text: 'रेखांकित लाइनों और ऊँचाई बदलने वाले हूप वाले दो कोर्ट, जो शारीरिक शिक्षा की कक्षाओं, टीम अभ्यास और अंतर-सदन मैचों में काम आते हैं।',
          },
          {
            title: 'दौड़ का ट्रैक',
            text: 'छोटी दौड़, रिले और लंबी दूरी की दौड़ के लिए 400 मीटर का ट्रैक, और उसके साथ फ़ील्ड स्पर्धाओं के लिए कूद के गड्ढे।',
          },
          {
            title: 'तरणताल',
            text: 'लेन रस्सियों वाला साफ़, फ़िल्टर किया हुआ तरणताल, स्तर के अनुसार पाठ, और हर सत्र में मौजूद प्रशिक्षित जीवनरक्षक।',
          },
          {
            title: 'स्केटिंग रिंक',
            text: 'रोलर स्केटिंग की कक्षाओं के लिए चिकना रिंक, जहाँ बच्चे सुरक्षा उपकरणों के साथ संतुलन, गति और आत्मविश्वास बढ़ाते हैं।',
          },
          {
            title: 'फ़ुटबॉल मैदान',
            text: 'घास वाला पूरे आकार का मैदान: फ़ुटबॉल, एथलेटिक्स अभ्यास, वार्षिक खेलकूद प्रतियोगिता और मौसम में क्रिकेट के लिए।',
          },
          {
            title: 'बच्चों का पार्क',
            text: 'नरम फ़र्श पर फिसलपट्टी, झूले और चढ़ने के ढाँचे, प्री-प्राइमरी भवन के पास, हमारे सबसे छोटे विद्यार्थियों के लिए।',
          },
        ],
      },
      items: [
        {
          title: 'Basketball Courts',
          icon: 'ball',
          text: 'Two courts with marked lines and adjustable hoops, used for PE classes, team practice and inter-house matches.',
        },
        {
          title: 'Racing Track',
          icon: 'run',
          text: 'A 400 m running track for sprints, relays and distance running, with jump pits alongside for field events.',
        },
        {
          title: 'Swimming Pool',
          icon: 'wave',
          text: 'A clean, filtered pool with lane ropes, level-wise lessons and a trained lifeguard present at every session.',
        },
        {
          title: 'Skating Rink',
          icon: 'trophy',
          text: 'A smooth rink for roller skating classes, where children build balance, speed and confidence with protective gear.',
        },
        {
          title: 'Football Field',
          icon: 'ball',
          text: 'A full-size grass field for football, athletics practice, the annual sports meet and cricket in season.',
        },
        {
          title: 'Kids Park',
          icon: 'heart',
          text: 'Slides, swings and climbing frames on soft flooring, next to the pre-primary wing, for our youngest learners.',
        },
      ],
    },
  ],
});
