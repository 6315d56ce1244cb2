import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const securityCctvSurveillancePage = (school: SeedSchool): PageInput => ({
  slug: 'security-cctv-surveillance',
  title: 'Security and CCTV Surveillance',
  description: `Child safety at ${school.name}: the I-Care programme, campus-wide CCTV, visitor management, trained guards and verified bus staff.`,
  hi: {
    title: 'सुरक्षा और सीसीटीवी निगरानी',
    description: `${school.hindi.name} में बच्चों की सुरक्षा: आई-केयर कार्यक्रम, पूरे परिसर में सीसीटीवी, आगंतुक प्रबंधन, प्रशिक्षित गार्ड और सत्यापित बस कर्मचारी।`,
    hero: {
      eyebrow: 'सुविधाएँ · सुरक्षा',
      title: 'सुरक्षा और सीसीटीवी निगरानी',
      lead: 'अभिभावक अपनी सबसे क़ीमती चीज़ हमें सौंपते हैं। परिसर के हर कोने और विद्यालय के दिन के हर पल की सुरक्षा की योजना बनाई गई है।',
      image: school.imageHi('security', 'विद्यालय के गलियारे पर नज़र रखता सीसीटीवी कैमरा'),
      actions: [{ label: 'संपर्क करें' }, { label: 'परिवहन सुविधाएँ' }],
    },
    cta: {
      title: 'सुरक्षा के बारे में प्रश्न हैं?',
      text: 'हमारा प्रशासन आई-केयर के किसी भी हिस्से को खुशी से समझाएगा। हमें फ़ोन करें या लिखें।',
      actions: [{ label: 'संपर्क करें' }, { label: 'हमारा परिसर' }],
    },
  },
  hero: {
    eyebrow: 'Facilities · Safety',
    title: 'Security and CCTV Surveillance',
    lead: 'Parents trust us with what matters most. Safety is planned into every corner of the campus and every minute of the school day.',
    image: school.image('security'),
    actions: [
      {
        label: 'Contact Us',
        to: '/contact',
      },
      {
        label: 'Transport Facilities',
        to: '/transport-facilities',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'i-care',
      title: 'I-Care',
      eyebrow: 'Our child-safety programme',
      hi: { title: 'आई-केयर', eyebrow: 'हमारा बाल सुरक्षा कार्यक्रम' },
      blocks: [
        {
          type: 'split',
          image: school.image('campusGate'),
          hi: {
            image: school.imageHi('campusGate', 'परिसर का मुख्य द्वार और सुरक्षा केबिन'),
            doc: richTextOf([
              'आई-केयर हमारा बाल सुरक्षा कार्यक्रम है। यह भौतिक सुरक्षा, प्रशिक्षित लोगों, स्पष्ट प्रक्रियाओं और ऐसे पाठों को एक साथ लाता है जो बच्चों को स्वयं को सुरक्षित रखना सिखाते हैं।',
              'हर कर्मचारी को कार्यभार सँभालते समय और फिर हर वर्ष आई-केयर की जानकारी दी जाती है, और विद्यालय की सुरक्षा समिति हर टर्म में इसकी समीक्षा करती है।',
            ]),
            points: [
              'पुलिस से सत्यापित कर्मचारी, सहायक और चालक भी',
              'व्यक्तिगत सुरक्षा और अच्छे-बुरे स्पर्श पर आयु के अनुसार पाठ',
              'किसी भी चिंता की सूचना देने की स्पष्ट प्रक्रिया',
              'आग से बचाव और निकासी के नियमित अभ्यास',
            ],
          },
          doc: richTextOf([
            'I-Care is our child-safety programme. It brings together physical security, trained people, clear procedures and lessons that teach children how to keep themselves safe.',
            'Every member of staff is briefed on I-Care when they join and again each year, and the school’s safety committee reviews it every term.',
          ]),
          points: [
            'Police-verified staff, including helpers and drivers',
            'Age-appropriate lessons on personal safety and good touch, bad touch',
            'A clear procedure for reporting any concern',
            'Regular fire and evacuation drills',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'measures',
      title: 'How We Keep the Campus Safe',
      eyebrow: 'Layers of protection',
      hi: { title: 'हम परिसर को सुरक्षित कैसे रखते हैं', eyebrow: 'सुरक्षा की कई परतें' },
      blocks: [
        {
          type: 'cards',
          hi: {
            items: [
              {
                title: 'सीसीटीवी निगरानी',
                text: 'प्रवेश द्वारों, गलियारों, सीढ़ियों, खेल के मैदानों और बसों पर कैमरे लगे हैं, जिनकी निगरानी एक नियंत्रण कक्ष से होती है; रिकॉर्डिंग सुरक्षित रखी जाती हैं।',
              },
              {
                title: 'आगंतुक प्रबंधन',
                text: 'आगंतुक गेट पर फ़ोटो पहचान-पत्र दिखाकर अपना नाम दर्ज कराते हैं, आगंतुक बैज पहनते हैं और उनके साथ कोई कर्मचारी रहता है; कक्षाओं में जाने के लिए पहले से अनुमति आवश्यक है।',
              },
              {
                title: 'प्रशिक्षित गार्ड',
                text: 'प्रशिक्षित सुरक्षा गार्ड विद्यालय के पूरे दिन गेटों पर तैनात रहते हैं और परिसर में गश्त करते हैं, और एक गार्ड चौबीसों घंटे ड्यूटी पर रहता है।',
              },
              {
                title: 'सत्यापित बस कर्मचारी',
                text: 'चालक और सहायक पुलिस से सत्यापित और प्रशिक्षित हैं; हर बस में एक महिला सहायक, जीपीएस ट्रैकिंग और सीसीटीवी है।',
              },
            ],
          },
          items: [
            {
              title: 'CCTV Coverage',
              icon: 'camera',
              text: 'Cameras cover entrances, corridors, stairways, playgrounds and buses, monitored from a control room; recordings are kept securely.',
            },
            {
              title: 'Visitor Management',
              icon: 'users',
              text: 'Visitors sign in at the gate with photo ID, wear a visitor badge and are escorted; entry to classrooms needs prior permission.',
            },
            {
              title: 'Trained Guards',
              icon: 'shield',
              text: 'Trained security guards staff the gates and patrol the campus through the school day, with a guard on duty round the clock.',
            },
            {
              title: 'Verified Bus Staff',
              icon: 'bus',
              text: 'Drivers and attendants are police-verified and trained; every bus has a female attendant, GPS tracking and CCTV.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'procedures',
      title: 'Safety Through the School Day',
      eyebrow: 'Daily routines',
      hi: { title: 'विद्यालय के पूरे दिन सुरक्षा', eyebrow: 'रोज़ की व्यवस्था' },
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              {
                title: 'एक ही नियंत्रित प्रवेश।',
                text: 'विद्यालय के समय में विद्यार्थियों और आगंतुकों के लिए एक ही गेट।',
              },
              {
                title: 'बायोमेट्रिक उपस्थिति।',
                text: 'बच्चे के विद्यालय पहुँचने पर अभिभावकों को सूचना दी जाती है।',
              },
              {
                title: 'अधिकृत व्यक्ति को ही सौंपना।',
                text: 'बच्चे केवल विद्यालय के पहचान-पत्र वाले पंजीकृत वयस्कों को ही सौंपे जाते हैं।',
              },
              {
                title: 'अवकाश में देखरेख।',
                text: 'गलियारों, खेल के मैदानों और भोजन क्षेत्र में ड्यूटी पर शिक्षक।',
              },
              {
                title: 'चिकित्सा कक्ष।',
                text: 'दिन भर एक प्रशिक्षित नर्स और प्राथमिक उपचार उपलब्ध।',
              },
              {
                title: 'आपात स्थिति के लिए तैयारी।',
                text: 'अग्निशामक यंत्र, चिह्नित निकास द्वार और हर टर्म में अभ्यास।',
              },
            ],
          },
          items: [
            {
              title: 'Single controlled entry.',
              text: 'One gate for students and visitors during school hours.',
            },
            {
              title: 'Biometric attendance.',
              text: 'Parents are notified when their child arrives at school.',
            },
            {
              title: 'Authorised pick-up.',
              text: 'Children are handed over only to registered adults with a school ID card.',
            },
            {
              title: 'Supervised breaks.',
              text: 'Teachers on duty in corridors, playgrounds and the dining area.',
            },
            {
              title: 'Medical room.',
              text: 'A trained nurse and first aid available throughout the day.',
            },
            {
              title: 'Emergency readiness.',
              text: 'Fire extinguishers, marked exits and drills each term.',
            },
          ],
          columns: 2,
        },
      ],
    },
  ],
  cta: {
    title: 'Questions about safety?',
    text: 'Our administration is happy to explain any part of I-Care. Call us or write to us.',
    actions: [
      {
        label: 'Contact Us',
        to: '/contact',
      },
      {
        label: 'Our Campus',
        to: '/our-campus',
      },
    ],
  },
});
