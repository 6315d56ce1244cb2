import { richTextOf, type PageInput, type PageSection } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

/** The demo school's students, parents and coordinator, by name: its own story (seed-school.ts `demo`). */
const middleSchoolVoices: PageSection = {
  type: 'section',
  id: 'testimonials',
  title: 'From Our Middle School Community',
  eyebrow: 'Voices',
  hi: { title: 'हमारे मिडिल स्तर परिवार से', eyebrow: 'उनकी बात' },
  blocks: [
    {
      type: 'quotes',
      hi: {
        quotes: [
          {
            quote:
              'मुझे अच्छा लगता है कि अध्याय पढ़ने से पहले हम प्रयोग करते हैं। पूरी कक्षा के सामने पानी बचाने वाला प्रोजेक्ट दिखाने में पहले डर लगा, पर बाद में बहुत मज़ा आया।',
            name: 'आरव पटेल',
            role: 'विद्यार्थी, कक्षा 7',
          },
          {
            quote:
              'मेंटर के साथ बैठकों से हमारी बेटी अपना सप्ताह योजना से चलाती है। अब वह व्यवस्थित हो गई है और बिना कहे अपनी पढ़ाई की ज़िम्मेदारी खुद लेती है।',
            name: 'सुनीता कश्यप',
            role: 'कक्षा 8 की विद्यार्थी की अभिभावक',
          },
          {
            quote:
              'हम चाहते हैं कि विद्यार्थी मिडिल स्तर से जिज्ञासु और ज़िम्मेदार बनकर निकलें। साइकिल टेस्ट बताते हैं कि वे क्या जानते हैं; प्रोजेक्ट बताते हैं कि वे कैसे इंसान बन रहे हैं।',
            name: 'मीनाक्षी तिवारी',
            role: 'मिडिल स्तर समन्वयक',
          },
        ],
      },
      quotes: [
        {
          quote:
            'I like that we do experiments before we read the chapter. Presenting our water-saving project to the whole class was scary at first, but I really enjoyed it.',
          name: 'Aarav Patel',
          role: 'Student, Class VII',
        },
        {
          quote:
            'The mentor meetings help our daughter plan her week. She has become organised and takes ownership of her studies without us pushing.',
          name: 'Sunita Kashyap',
          role: 'Parent of a Class VIII student',
        },
        {
          quote:
            'We want students to leave middle school curious and responsible. The cycle tests tell us what they know; the projects tell us who they are becoming.',
          name: 'Meenakshi Tiwari',
          role: 'Middle School Coordinator',
        },
      ],
    },
  ],
};

/** The demo school's four Veda houses; the house system page names any school's houses. */
const vedaHouses: PageSection = {
  type: 'section',
  id: 'houses',
  title: 'Our Houses',
  eyebrow: 'Four houses',
  intro:
    'The houses are named after the four Vedas. Senior students lead each house as captains, guided by house teachers.',
  hi: {
    title: 'हमारे सदन',
    eyebrow: 'चार सदन',
    intro:
      'सदनों के नाम चार वेदों पर रखे गए हैं। हर सदन का नेतृत्व वरिष्ठ विद्यार्थी कैप्टन के रूप में, सदन-शिक्षकों के मार्गदर्शन में करते हैं।',
  },
  blocks: [
    {
      type: 'cards',
      hi: {
        items: [
          {
            title: 'ऋग्वेद',
            meta: 'पीला सदन',
            text: 'ज्ञान और अभिव्यक्ति का सदन, जो अपने वक्ताओं और क्विज़ टीमों के लिए जाना जाता है।',
          },
          {
            title: 'सामवेद',
            meta: 'नीला सदन',
            text: 'संगीत और सामंजस्य का सदन, सांस्कृतिक कार्यक्रमों और समूह गान में आगे।',
          },
          {
            title: 'यजुर्वेद',
            meta: 'हरा सदन',
            text: 'कर्म और सेवा का सदन, जो पर्यावरण अभियानों और एथलेटिक्स मीट में अगुआई करता है।',
          },
          {
            title: 'अथर्ववेद',
            meta: 'लाल सदन',
            text: 'बुद्धि और स्वास्थ्य का सदन, जो अपने विज्ञान मॉडलों और योग टीम के लिए जाना जाता है।',
          },
        ],
      },
      items: [
        {
          title: 'Rig Veda',
          meta: 'Yellow house',
          swatch: '#eab308',
          text: 'The house of knowledge and expression, known for its debaters and quiz teams.',
        },
        {
          title: 'Sam Veda',
          meta: 'Blue house',
          swatch: '#2563eb',
          text: 'The house of music and harmony, strong in cultural events and group song.',
        },
        {
          title: 'Yajur Veda',
          meta: 'Green house',
          swatch: '#16a34a',
          text: 'The house of action and service, leading eco drives and the athletics meet.',
        },
        {
          title: 'Atharva Veda',
          meta: 'Red house',
          swatch: '#dc2626',
          text: 'The house of wisdom and well-being, known for its science models and yoga team.',
        },
      ],
    },
  ],
};

export const academicsMiddlePage = (school: SeedSchool): PageInput => ({
  slug: 'academics-middle',
  title: 'Middle School: Classes VI to VIII',
  description: `Middle school at ${school.name}: classes VI–VIII with integrated and independent learning, a clear evaluation system, inter-house competitions and preparation for secondary school.`,
  hi: {
    title: 'मिडिल स्तर: कक्षा 6 से 8',
    description: `${school.name} का मिडिल स्तर: कक्षा 6–8 में समन्वित और स्वतंत्र पढ़ाई, स्पष्ट मूल्यांकन व्यवस्था, अंतर-सदन प्रतियोगिताएँ और सेकेंडरी कक्षाओं की तैयारी।`,
    hero: {
      eyebrow: 'मिडिल स्तर · कक्षा 6 से 8',
      title: 'मिडिल स्तर',
      lead: 'मिडिल के वर्ष बचपन से किशोरावस्था तक का पुल हैं। यहाँ विद्यार्थियों को अधिक विषय, अधिक ज़िम्मेदारी और खुद सोचने की अधिक जगह मिलती है — और शिक्षक हमेशा पास रहते हैं।',
      image: school.imageHi('middle', 'विज्ञान प्रोजेक्ट पर काम करते मिडिल स्तर के विद्यार्थी'),
      actions: [{ label: 'अभी आवेदन करें' }, { label: 'विद्यालय देखने का समय लें' }],
    },
    cta: {
      title: 'कक्षा 6 से 8 के लिए हमसे जुड़िए',
      text: 'ऑनलाइन आवेदन करें, या अपने बच्चे के साथ आकर विद्यालय का एक सामान्य दिन देखें।',
      actions: [{ label: 'अभी आवेदन करें' }, { label: 'विद्यालय देखने का समय लें' }],
    },
  },
  hero: {
    eyebrow: 'Middle School · Classes VI to VIII',
    title: 'Middle School',
    lead: 'The middle years are a bridge from childhood to adolescence. We give students more subjects, more responsibility and more room to think for themselves — with teachers close by.',
    image: school.image('middle'),
    actions: [
      {
        label: 'Apply Now',
        ...school.apply,
        variant: 'accent',
      },
      {
        label: 'Schedule a Visit',
        to: '/contact',
        variant: 'outlineLight',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'introduction',
      title: 'Learning to Learn Independently',
      eyebrow: 'Classes VI – VIII',
      hi: { title: 'स्वयं सीखना सीखना', eyebrow: 'कक्षा 6 – 8' },
      blocks: [
        {
          type: 'split',
          hi: {
            image: school.imageHi('students', 'परिसर के आँगन में साथ चलते विद्यार्थी'),
            doc: richTextOf([
              'कक्षा 6 से 8 में विद्यार्थी अंग्रेज़ी, हिंदी, संस्कृत, गणित, विज्ञान, सामाजिक विज्ञान और कंप्यूटर साइंस पढ़ते हैं, और हर सप्ताह कला, संगीत, शारीरिक शिक्षा और कौशल विषयों के पीरियड भी होते हैं।',
              'एक कक्षा-शिक्षक की जगह अब विषय-शिक्षक पढ़ाते हैं, लैब समय-सारणी का हिस्सा बन जाती हैं, और विद्यार्थी कक्षा-मेंटर के मार्गदर्शन में अपना काम खुद योजनाबद्ध करना शुरू करते हैं — होमवर्क डायरी, प्रोजेक्ट की समय-सीमा और दोहराने की समय-सारणी।',
            ]),
          },
          image: school.image('students'),
          doc: richTextOf([
            'In Classes VI to VIII students study English, Hindi, Sanskrit, Mathematics, Science, Social Science and Computer Science, with art, music, physical education and skill subjects each week.',
            'Subject teachers replace the single class teacher, labs become part of the timetable, and students begin to plan their own work — homework diaries, project deadlines and revision schedules — with guidance from a class mentor.',
          ]),
        },
      ],
    },
    {
      type: 'section',
      id: 'approach',
      title: 'Four Ideas That Shape the Middle Years',
      eyebrow: 'Our approach',
      hi: { title: 'मिडिल के वर्षों को दिशा देने वाले चार विचार', eyebrow: 'हमारी पद्धति' },
      blocks: [
        {
          type: 'cards',
          hi: {
            items: [
              {
                title: 'समन्वित पढ़ाई',
                text: 'विषय आपस में जुड़े रहते हैं: पानी पर एक इकाई में विज्ञान, भूगोल, गणित और हिंदी निबंध सब आते हैं, ताकि ज्ञान एक-दूसरे से जुड़े।',
              },
              {
                title: 'स्वतंत्र पढ़ाई',
                text: 'खोज-कार्य, पुस्तकालय के पीरियड और स्व-मूल्यांकन की सूचियाँ विद्यार्थियों को जानकारी खोजना और अपने काम को खुद परखना सिखाती हैं।',
              },
              {
                title: 'समाज से जुड़ाव',
                text: `भ्रमण, स्वच्छता अभियान और स्थानीय कामगारों से बातचीत कक्षा के विषयों को ${school.hindi.locality} के जीवन से जोड़ते हैं।`,
              },
              {
                title: 'व्यापक मूल्यांकन',
                text: 'ज्ञान, कौशल, व्यवहार और भागीदारी, सबकी गिनती होती है, ताकि हर विद्यार्थी लिखित परीक्षा से आगे अपनी खूबियाँ दिखा सके।',
              },
            ],
          },
          items: [
            {
              title: 'Integrated Learning',
              icon: 'puzzle',
              text: 'Themes link subjects together: a unit on water brings in science, geography, mathematics and a Hindi essay, so knowledge connects.',
            },
            {
              title: 'Independent Learning',
              icon: 'compass',
              text: 'Research tasks, library periods and self-assessment checklists teach students to find information and judge their own work.',
            },
            {
              title: 'Community Connection',
              icon: 'handshake',
              text: `Visits, cleanliness drives and interviews with local workers connect classroom topics with life in ${school.locality}.`,
            },
            {
              title: 'Comprehensive Evaluation',
              icon: 'chart',
              text: 'Knowledge, skills, attitudes and participation all count, so every student can show strengths beyond a written paper.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'evaluation',
      title: 'Our Evaluation System',
      eyebrow: 'How progress is measured',
      intro:
        'Evaluation is spread over the year and shared openly with students and parents, so that it guides learning rather than simply grading it.',
      hi: {
        title: 'हमारी मूल्यांकन व्यवस्था',
        eyebrow: 'प्रगति कैसे मापी जाती है',
        intro:
          'मूल्यांकन पूरे वर्ष चलता है और विद्यार्थियों व अभिभावकों को खुलकर बताया जाता है, ताकि वह केवल अंक देने के बजाय पढ़ाई को दिशा दे।',
      },
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              {
                title: 'साइकिल टेस्ट।',
                text: 'कुछ अध्याय पूरे होने पर छोटे लिखित टेस्ट, ताकि विषय ताज़ा रहते ही समझ परखी जा सके।',
              },
              {
                title: 'प्रोजेक्ट।',
                text: 'हर सत्र में व्यक्तिगत और समूह प्रोजेक्ट, जिनसे खोज, प्रस्तुति और टीम में काम करने का कौशल बढ़ता है।',
              },
              {
                title: 'नियोजित पाठ्य गतिविधियाँ।',
                text: 'पहले से तय क्विज़, लैब का काम, वाद-विवाद और मानचित्र-कार्य, स्पष्ट मापदंडों से आँके जाते हैं।',
              },
              {
                title: 'लगातार फ़ीडबैक।',
                text: 'शिक्षक काम पर लिखित टिप्पणी के साथ लौटाते हैं, और मेंटर विद्यार्थियों से मिलकर लक्ष्य तय करते हैं।',
              },
            ],
          },
          items: [
            {
              title: 'Cycle tests.',
              text: 'Short written tests after each block of chapters check understanding while the topic is fresh.',
            },
            {
              title: 'Projects.',
              text: 'Individual and group projects each term develop research, presentation and teamwork.',
            },
            {
              title: 'Programmed curricular activities.',
              text: 'Planned quizzes, lab work, debates and map work are assessed with clear rubrics.',
            },
            {
              title: 'Continuous feedback.',
              text: 'Teachers return work with written comments, and mentors meet students to set targets.',
            },
          ],
          columns: 2,
        },
      ],
    },
    {
      type: 'section',
      id: 'competitions',
      title: 'Inter-House Competitions',
      eyebrow: 'House spirit',
      intro:
        'Every student belongs to one of four houses. Points won in competitions through the year decide the house championship.',
      hi: {
        title: 'अंतर-सदन प्रतियोगिताएँ',
        eyebrow: 'सदन की भावना',
        intro:
          'हर विद्यार्थी चार में से किसी एक सदन का सदस्य होता है। साल भर की प्रतियोगिताओं में मिले अंकों से सदन चैंपियनशिप तय होती है।',
      },
      blocks: [
        {
          type: 'cards',
          hi: {
            items: [
              {
                title: 'खेल',
                text: 'विद्यालय के अपने मैदान और स्विमिंग पूल पर एथलेटिक्स मीट, फ़ुटबॉल, बास्केटबॉल, कबड्डी, खो-खो और तैराकी।',
              },
              {
                title: 'शैक्षणिक',
                text: 'क्विज़, स्पेलिंग बी, गणित ओलंपियाड के चरण, विज्ञान मॉडल निर्माण और अंग्रेज़ी व हिंदी वाद-विवाद।',
              },
              {
                title: 'सांस्कृतिक',
                text: 'समूह गान, लोक नृत्य, रंगोली, पोस्टर निर्माण और वार्षिकोत्सव पर अंतर-सदन नाटक।',
              },
            ],
          },
          items: [
            {
              title: 'Sports',
              icon: 'trophy',
              text: 'Athletics meet, football, basketball, kabaddi, kho-kho and swimming events on the school’s own grounds and pool.',
            },
            {
              title: 'Academic',
              icon: 'bulb',
              text: 'Quiz, spelling bee, mathematics olympiad rounds, science model making and English and Hindi debates.',
            },
            {
              title: 'Cultural',
              icon: 'music',
              text: 'Group song, folk dance, rangoli, poster making and the inter-house drama on Annual Day.',
            },
          ],
        },
      ],
    },
    ...(school.demo ? [vedaHouses] : []),
    {
      type: 'section',
      id: 'secondary-ready',
      title: 'Preparing for Secondary School',
      eyebrow: 'Next steps',
      hi: { title: 'सेकेंडरी कक्षाओं की तैयारी', eyebrow: 'अगला कदम' },
      blocks: [
        {
          type: 'split',
          hi: {
            image: school.imageHi('physicsLab', 'पेंडुलम, लेंस और सर्किट बोर्ड वाली भौतिकी लैब'),
            doc: richTextOf([
              'कक्षा 8 के अंत तक विद्यार्थी कक्षा 9 और 10 की पढ़ाई और उसके बाद होने वाली सीबीएसई बोर्ड परीक्षा के लिए तैयार हो जाते हैं।',
            ]),
            points: [
              'भौतिकी, रसायन और जीव-विज्ञान में नियमित लैब कार्य',
              'पढ़ाई के कौशल: नोट्स बनाना, समय की योजना और दोहराना',
              'वैकल्पिक विषय चुनने से पहले अभिरुचि और रुचि की गतिविधियाँ',
              'चुनौती चाहने वालों के लिए ओलंपियाड और प्रतिभा खोज परीक्षाएँ',
              'हमारे साइबर स्मार्टनेस कार्यक्रम (डीसीपी) से डिजिटल नागरिकता',
            ],
          },
          image: school.image('physicsLab'),
          doc: richTextOf([
            'By the end of Class VIII students are ready for the demands of Classes IX and X and the CBSE board examination that follows.',
          ]),
          points: [
            'Regular lab work in physics, chemistry and biology',
            'Study skills: note-making, time planning and revision',
            'Aptitude and interest activities before choosing electives',
            'Olympiads and talent searches for those who want a challenge',
            'Digital citizenship through our cyber smartness programme (DCP)',
          ],
          reverse: true,
        },
      ],
    },
    ...(school.demo ? [middleSchoolVoices] : []),
  ],
  cta: {
    title: 'Join us for Classes VI to VIII',
    text: 'Apply online, or come and see a normal school day with your child.',
    actions: [
      {
        label: 'Apply Now',
        ...school.apply,
      },
      {
        label: 'Schedule a Visit',
        to: '/contact',
      },
    ],
  },
});
