import { richTextOf, type PageInput, type PageSection } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

/** The demo school's bus routes, through its own town's neighbourhoods; another school lists its own. */
const demoRoutes: PageSection['blocks'][number] = {
  type: 'table',
  hi: {
    caption: 'बिलासपुर में विद्यालय बसों के रूट',
    columns: ['रूट', 'शामिल क्षेत्र'],
    rows: [
      ['रूट 1', 'व्यापार विहार, राजकिशोर नगर, सरकंडा'],
      ['रूट 2', 'मंगला, उसलापुर, लिंक रोड'],
      ['रूट 3', 'तोरवा, तिफरा, सिरगिट्टी'],
      ['रूट 4', 'सीपत रोड, नेहरू नगर, तेलीपारा'],
      ['रूट 5', 'कोनी, टिकरापारा, जूना बिलासपुर'],
    ],
  },
  caption: 'School bus routes in Bilaspur',
  columns: ['Route', 'Areas covered'],
  rows: [
    ['Route 1', 'Vyapar Vihar, Rajkishore Nagar, Sarkanda'],
    ['Route 2', 'Mangla, Uslapur, Link Road'],
    ['Route 3', 'Torwa, Tifra, Sirgitti'],
    ['Route 4', 'Seepat Road, Nehru Nagar, Telipara'],
    ['Route 5', 'Koni, Tikrapara, Juna Bilaspur'],
  ],
};

export const transportFacilitiesPage = (school: SeedSchool): PageInput => ({
  slug: 'transport-facilities',
  title: 'Transport Facilities',
  description: `School buses of ${school.name} across ${school.locality}: safety on board, routes, pick-up and drop-off rules and bus conduct.`,
  hi: {
    title: 'परिवहन सुविधाएँ',
    description: `${school.hindi.locality} भर में ${school.hindi.name} की बसें: बस में सुरक्षा, रूट, बच्चों को लेने और छोड़ने के नियम और बस में आचरण।`,
    hero: {
      eyebrow: 'सुविधाएँ · परिवहन',
      title: 'परिवहन सुविधाएँ',
      lead: `सुरक्षित और समय की पाबंद विद्यालय बसें ${school.hindi.locality} भर की बस्तियों को परिसर से जोड़ती हैं, ताकि विद्यालय आने-जाने का हर सफ़र शांति से हो।`,
      image: school.imageHi('bus', 'परिसर के बस-बे में खड़ी पीली विद्यालय बस'),
      actions: [{ label: 'किसी रूट के बारे में पूछें' }, { label: 'सुरक्षा और सीसीटीवी' }],
    },
    cta: {
      title: 'बस में सीट चाहिए?',
      text: `अपने क्षेत्र का रूट और स्टॉप जानने के लिए ${school.phones[0]} पर फ़ोन करें या कार्यालय से संपर्क करें।`,
      actions: [{ label: 'संपर्क करें' }, { label: 'सुरक्षा और सीसीटीवी' }],
    },
  },
  hero: {
    eyebrow: 'Facilities · Transport',
    title: 'Transport Facilities',
    lead: `Safe, punctual school buses connect the campus with neighbourhoods across ${school.locality}, so that every journey to and from school is a calm one.`,
    image: school.image('bus'),
    actions: [
      {
        label: 'Ask About a Route',
        to: '/contact',
      },
      {
        label: 'Security & CCTV',
        to: '/security-cctv-surveillance',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'buses',
      title: 'Our Buses',
      eyebrow: 'Our fleet',
      hi: { title: 'हमारी बसें', eyebrow: 'हमारा बेड़ा' },
      blocks: [
        {
          type: 'cards',
          hi: {
            items: [
              {
                title: 'जीपीएस ट्रैकिंग',
                text: 'हर बस की स्थिति पर हर पल नज़र रहती है, इसलिए परिवहन डेस्क को हमेशा पता रहता है कि बस कहाँ है।',
              },
              {
                title: 'बस में सीसीटीवी',
                text: 'हर बस के अंदर लगे कैमरे पूरी यात्रा रिकॉर्ड करते हैं; ज़रूरत पड़ने पर रिकॉर्डिंग देखी जाती है।',
              },
              {
                title: 'महिला सहायक',
                text: 'हर बस में एक प्रशिक्षित महिला सहायक यात्रा करती है और बच्चों के चढ़ने-उतरने पर ध्यान रखती है।',
              },
              {
                title: 'स्पीड गवर्नर',
                text: 'विद्यालय बसों के लिए निर्धारित नियमों के अनुसार गति सीमित रहती है, और चालक तय रूट पर ही चलते हैं।',
              },
            ],
          },
          items: [
            {
              title: 'GPS Tracking',
              icon: 'map',
              text: 'Every bus is tracked in real time, so the transport desk always knows where it is.',
            },
            {
              title: 'CCTV on Board',
              icon: 'camera',
              text: 'Cameras inside each bus record the journey; footage is reviewed when needed.',
            },
            {
              title: 'Female Attendant',
              icon: 'users',
              text: 'A trained female attendant travels on every bus and checks children on and off.',
            },
            {
              title: 'Speed Governors',
              icon: 'clock',
              text: 'Speed is limited as required for school buses, and drivers follow set routes.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'safety',
      title: 'Safety on Every Journey',
      eyebrow: 'Safety protocols',
      hi: { title: 'हर सफ़र में सुरक्षा', eyebrow: 'सुरक्षा के नियम' },
      blocks: [
        {
          type: 'split',
          hi: {
            image: school.imageHi('bus', 'परिसर के बस-बे में खड़ी पीली विद्यालय बस'),
            doc: richTextOf([
              'हमारी बसें विद्यालय परिवहन के सुरक्षा मानकों का पालन करती हैं, और परिवहन प्रभारी हर बस की नियमित जाँच करते हैं।',
            ]),
            points: [
              'भारी वाहन के वैध लाइसेंस वाले अनुभवी, पुलिस से सत्यापित चालक',
              'हर बस में प्राथमिक उपचार बॉक्स, अग्निशामक यंत्र और आपातकालीन निकास',
              'बस में चढ़ते समय और पहुँचने पर उपस्थिति',
              'नियमित सर्विसिंग और फ़िटनेस प्रमाणपत्र',
              'सहायक के पास अभिभावकों के संपर्क नंबर',
            ],
          },
          image: school.image('bus'),
          doc: richTextOf([
            'Our buses follow the safety norms for school transport, and the transport in-charge checks each bus regularly.',
          ]),
          points: [
            'Experienced drivers with valid heavy-vehicle licences, police-verified',
            'First-aid box, fire extinguisher and emergency exit on every bus',
            'Attendance taken at boarding and at arrival',
            'Regular servicing and fitness certificates',
            'Parents’ contact numbers carried by the attendant',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'routes',
      title: 'Bus Routes',
      eyebrow: 'Where we go',
      hi: {
        title: 'बस रूट',
        eyebrow: 'हम कहाँ जाते हैं',
        intro:
          'हर सत्र में विद्यार्थियों के घरों के अनुसार रूट की समीक्षा की जाती है। अपने घर के सबसे नज़दीकी स्टॉप की सही जानकारी के लिए परिवहन डेस्क से पूछें।',
      },
      intro:
        'Routes are reviewed every session according to where our students live. Ask the transport desk for the exact stop nearest your home.',
      blocks: [...(school.demo ? [demoRoutes] : [])],
    },
    {
      type: 'section',
      id: 'rules',
      title: 'Rules for Pick-Up and Drop-Off',
      eyebrow: 'Pick-up and drop-off',
      hi: { title: 'बच्चों को लेने और छोड़ने के नियम', eyebrow: 'लेना और छोड़ना' },
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              {
                title: 'समय से पहले पहुँचें।',
                text: 'विद्यार्थी बस के तय समय से 5 मिनट पहले स्टॉप पर पहुँच जाएँ। बसें देर से आने वालों के लिए रुक नहीं सकतीं।',
              },
              {
                title: 'निजी वाहन।',
                text: 'निजी वाहन से आने वाले विद्यार्थी घंटी बजने से 5 मिनट पहले पहुँचें।',
              },
              {
                title: 'बच्चे को सौंपना।',
                text: 'छोड़ते समय छोटे बच्चे स्टॉप पर केवल अभिभावक या किसी पंजीकृत वयस्क को ही सौंपे जाते हैं।',
              },
              {
                title: 'यदि कोई लेने न आए।',
                text: 'बच्चा बस में ही रहता है और विद्यालय लौट आता है, जहाँ से अभिभावकों को उसे ले जाने के लिए फ़ोन किया जाता है।',
              },
              {
                title: 'बदलाव।',
                text: 'स्टॉप बदलने या किसी एक दिन के लिए लेने की व्यवस्था बदलने के लिए एक दिन पहले परिवहन डेस्क को लिखित अनुरोध देना होता है।',
              },
            ],
          },
          items: [
            {
              title: 'Be early.',
              text: 'Students must be at the bus stop 5 minutes before the scheduled pick-up time. Buses cannot wait for late arrivals.',
            },
            {
              title: 'Private transport.',
              text: 'Students who come by private transport must arrive 5 minutes before the bell.',
            },
            {
              title: 'Hand-over.',
              text: 'At drop-off, younger children are handed over only to a parent or a registered adult at the stop.',
            },
            {
              title: 'If no one is there.',
              text: 'The child stays on the bus and returns to school, where parents are called to collect them.',
            },
            {
              title: 'Changes.',
              text: 'Changes of stop or a one-day change of pick-up need a written request to the transport desk a day in advance.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'conduct',
      title: 'Bus Conduct',
      eyebrow: 'On board',
      hi: {
        title: 'बस में आचरण',
        eyebrow: 'बस में',
        intro: 'बस भी विद्यालय का ही हिस्सा है: विद्यार्थी के बस में चढ़ते ही विद्यालय के नियम लागू हो जाते हैं।',
      },
      intro: 'The bus is part of the school: school rules apply from the moment a student boards.',
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              'पूरी यात्रा में अपनी सीट पर बैठे रहें',
              'हाथ और सिर खिड़की के अंदर रखें',
              'धीरे बोलें और चालक का ध्यान न भटकाएँ',
              'हर समय सहायक के निर्देशों का पालन करें',
              'बस को साफ़ रखें; बस में कुछ न खाएँ',
              'दयालु रहें: छोटे बच्चों की मदद करें और उन्हें जगह दें',
            ],
          },
          items: [
            'Stay seated for the whole journey',
            'Keep hands and heads inside the window',
            'Speak quietly and do not distract the driver',
            'Follow the attendant’s instructions at all times',
            'Keep the bus clean; no eating on board',
            'Be kind: help younger children and make room',
          ],
          columns: 2,
        },
      ],
    },
  ],
  cta: {
    title: 'Need a bus seat?',
    text: `Call ${school.phones[0]} or contact the office to check the route and stop for your area.`,
    actions: [
      {
        label: 'Contact Us',
        to: '/contact',
      },
      {
        label: 'Security & CCTV',
        to: '/security-cctv-surveillance',
      },
    ],
  },
});
