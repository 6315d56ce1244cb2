import type { PageInput } from '#contracts/content/pages.ts';
import { itInfrastructureSection } from './facility-sections.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

export const itInfrastructurePage = (school: SeedSchool): PageInput => ({
  slug: 'it-infrastructure',
  title: 'IT Infrastructure',
  description: `Campus WiFi, internet labs, biometric attendance with parent notifications and digital learning at ${school.name}.`,
  hi: {
    title: 'आईटी सुविधाएँ',
    description: `${school.hindi.name} में परिसर भर में वाई-फ़ाई, इंटरनेट प्रयोगशालाएँ, अभिभावकों को सूचना के साथ बायोमेट्रिक उपस्थिति और डिजिटल शिक्षा।`,
    hero: {
      eyebrow: 'सुविधाएँ · तकनीक',
      title: 'आईटी सुविधाएँ',
      lead: 'नेटवर्क से जुड़ा परिसर, जो शिक्षकों को पढ़ाने में मदद करता है, अभिभावकों को जानकारी देता रहता है और विद्यार्थियों को ज़रूरी डिजिटल कौशल देता है — सुरक्षित ढंग से।',
      image: imageHi(school, 'computerLab'),
      actions: [{ label: 'परिसर भ्रमण तय करें' }, { label: 'हाई-टेक कक्षाएँ' }],
    },
    cta: {
      title: 'हमारी प्रयोगशालाओं को काम करते देखिए',
      text: 'सोमवार से शनिवार परिसर भ्रमण में कंप्यूटर प्रयोगशालाएँ और स्मार्ट कक्षाएँ देखिए।',
      actions: [{ label: 'परिसर भ्रमण तय करें' }, { label: 'हमारा परिसर' }],
    },
  },
  hero: {
    eyebrow: 'Facilities · Technology',
    title: 'IT Infrastructure',
    lead: 'A connected campus that helps teachers teach, keeps parents informed and gives students the digital skills they need — safely.',
    image: school.image('computerLab'),
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Hi-Tech Classes',
        to: '/hi-tech-classes',
      },
    ],
  },
  sections: [
    { ...itInfrastructureSection(school), tone: 'plain' },
    {
      type: 'section',
      id: 'for-parents',
      title: 'How Technology Keeps You Informed',
      eyebrow: 'For families',
      hi: { title: 'तकनीक से आपको कैसे जानकारी मिलती रहती है', eyebrow: 'परिवारों के लिए' },
      tone: 'muted',
      blocks: [
        {
          type: 'schedule',
          hi: {
            label: 'बायोमेट्रिक उपस्थिति के साथ विद्यालय का एक दिन',
            items: [
              {
                when: 'पहुँचने पर',
                title: 'बायोमेट्रिक चेक-इन',
                text: 'आपका बच्चा प्रवेश द्वार पर उपस्थिति दर्ज करता है; रिकॉर्ड तुरंत सहेज लिया जाता है।',
              },
              {
                when: 'कुछ मिनट बाद',
                title: 'अभिभावकों को सूचना',
                text: 'आपको संदेश मिलता है कि आपका बच्चा विद्यालय पहुँच गया है।',
              },
              {
                when: 'सुबह 9:00',
                title: 'अनुपस्थिति पर संपर्क',
                text: 'यदि कोई विद्यार्थी बिना सूचना के अनुपस्थित है, तो कक्षा-शिक्षक उसी सुबह परिवार से संपर्क करते हैं।',
              },
              {
                when: 'कभी भी',
                title: 'परिपत्र और गृहकार्य',
                text: 'सूचनाएँ, गृहकार्य और कार्यक्रमों का विवरण डिजिटल रूप से भेजा जाता है, ताकि बस्ते में कुछ भी खो न जाए।',
              },
            ],
          },
          label: 'A school day with biometric attendance',
          items: [
            {
              when: 'Arrival',
              title: 'Biometric check-in',
              text: 'Your child marks attendance at the entrance; the record is saved instantly.',
            },
            {
              when: 'Minutes later',
              title: 'Notification to parents',
              text: 'You receive a message confirming that your child has reached school.',
            },
            {
              when: '9:00 AM',
              title: 'Absence follow-up',
              text: 'If a student is absent without notice, the class teacher contacts the family the same morning.',
            },
            {
              when: 'Any time',
              title: 'Circulars and homework',
              text: 'Notices, homework and event details are shared digitally, so nothing is lost in a school bag.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'safe-use',
      title: 'Safe and Responsible Use',
      eyebrow: 'Digital citizenship',
      hi: { title: 'सुरक्षित और ज़िम्मेदार उपयोग', eyebrow: 'डिजिटल नागरिकता' },
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          hi: {
            items: [
              {
                title: 'फ़िल्टर किया हुआ इंटरनेट।',
                text: 'विद्यालय के हर नेटवर्क पर हानिकारक और ध्यान भटकाने वाली साइटें बंद रहती हैं।',
              },
              {
                title: 'देखरेख वाली प्रयोगशालाएँ।',
                text: 'जब भी विद्यार्थी ऑनलाइन होते हैं, कोई शिक्षक या प्रयोगशाला सहायक मौजूद रहता है।',
              },
              {
                title: 'साइबर-समझ (DCP)।',
                text: 'पासवर्ड, प्राइवेसी, ऑनलाइन शालीनता और फ़र्ज़ी ख़बरें पहचानने पर पाठ।',
              },
              {
                title: 'डेटा की सुरक्षा।',
                text: 'उपस्थिति और विद्यार्थियों के रिकॉर्ड तक पहुँच नियंत्रित है, और उनका बैकअप रखा जाता है।',
              },
              {
                title: 'उपयोग की नीति।',
                text: 'विद्यार्थी और अभिभावक उपकरणों और इंटरनेट के स्पष्ट नियमों पर हस्ताक्षर करते हैं।',
              },
              {
                title: 'नियमित रखरखाव।',
                text: 'हमारी आईटी टीम तय समय पर उपकरणों को अपडेट करती है, उनकी सर्विस करती है और उन्हें बदलती है।',
              },
            ],
          },
          style: 'check',
          items: [
            {
              title: 'Filtered internet.',
              text: 'Harmful and distracting sites are blocked on every school network.',
            },
            {
              title: 'Supervised labs.',
              text: 'A teacher or lab assistant is present whenever students are online.',
            },
            {
              title: 'Cyber smartness (DCP).',
              text: 'Lessons on passwords, privacy, online kindness and spotting fake news.',
            },
            {
              title: 'Data protection.',
              text: 'Attendance and student records are access-controlled and backed up.',
            },
            {
              title: 'Acceptable-use policy.',
              text: 'Students and parents sign clear rules for devices and the internet.',
            },
            {
              title: 'Regular maintenance.',
              text: 'Our IT team updates, services and replaces equipment on a schedule.',
            },
          ],
          columns: 2,
        },
      ],
    },
  ],
  cta: {
    title: 'See our labs in action',
    text: 'Visit the computer labs and smart classrooms on a campus tour, Monday to Saturday.',
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Our Campus',
        to: '/our-campus',
      },
    ],
  },
});
