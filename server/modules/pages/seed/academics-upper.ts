import { richTextOf, type PageInput, type PanelBlock } from '#contracts/content/pages.ts';
import {
  demoSchoolFacts,
  studentTeacherRatio,
} from '#server/modules/pages/seed/demo-school-facts.ts';
import type { SeedSchool } from './seed-school.ts';

/** The demo school's secondary school in figures: its own story (seed-school.ts `demo`). */
const secondaryInNumbers: PanelBlock = {
  type: 'group',
  title: 'By the Numbers',
  hi: { title: 'आँकड़ों में' },
  blocks: [
    {
      type: 'stats',
      label: 'Secondary school by the numbers',
      hi: {
        label: 'आँकड़ों में सेकेंडरी स्तर',
        items: [
          { value: studentTeacherRatio(), label: 'विद्यार्थी-शिक्षक अनुपात' },
          { value: '98%', label: 'कॉलेज में प्रवेश' },
          { value: '25+', label: 'एपी और ऑनर्स कोर्स' },
          { value: '40+', label: 'क्लब और गतिविधियाँ' },
          { value: '90%', label: 'एपी में सफलता' },
          { value: '25+', label: 'पुरस्कार' },
        ],
      },
      items: [
        {
          value: studentTeacherRatio(),
          label: 'Student-to-teacher ratio',
        },
        {
          value: '98%',
          label: 'College acceptance',
        },
        {
          value: '25+',
          label: 'AP and honors courses',
        },
        {
          value: '40+',
          label: 'Clubs and activities',
        },
        {
          value: '90%',
          label: 'AP success',
        },
        {
          value: '25+',
          label: 'Awards',
        },
      ],
    },
  ],
};

/** The demo school's students, by name: its own story. */
const studentVoices: PanelBlock = {
  type: 'group',
  title: 'Student Voices',
  hi: { title: 'विद्यार्थियों की बात' },
  blocks: [
    {
      type: 'quotes',
      hi: {
        quotes: [
          {
            quote:
              'शिक्षक हमें रटने के बजाय सोचने के लिए प्रेरित करते हैं। रोबोटिक्स क्लब का नेतृत्व करके मैंने उतना ही सीखा जितना किसी कक्षा में — योजना बनाना, असफल होना और फिर कोशिश करना।',
            name: 'इशिता मिश्रा',
            role: 'विद्यार्थी, कक्षा 12 (विज्ञान)',
          },
          {
            quote:
              'मेरी काउंसलर ने मुझे समझाया कि कॉमर्स और डिज़ाइन साथ-साथ चल सकते हैं। अब कॉलेज के लिए मेरी योजना साफ़ है और मुझे पता है कि मैंने यह क्यों चुना।',
            name: 'कबीर सिंह',
            role: 'विद्यार्थी, कक्षा 11 (कॉमर्स)',
          },
        ],
      },
      quotes: [
        {
          quote:
            'The teachers push us to think, not just memorise. Leading the robotics club taught me as much as any class — how to plan, fail and try again.',
          name: 'Ishita Mishra',
          role: 'Student, Class XII (Science)',
        },
        {
          quote:
            'My counsellor helped me see that commerce and design could go together. I now have a clear plan for college and I know why I chose it.',
          name: 'Kabir Singh',
          role: 'Student, Class XI (Commerce)',
        },
      ],
    },
  ],
};

/** The demo school's secondary teachers in figures. */
const facultyInFigures: Extract<PanelBlock, { type: 'stats' }> = {
  type: 'stats',
  label: 'Secondary faculty in figures',
  hi: {
    label: 'आँकड़ों में सेकेंडरी के शिक्षक',
    items: [
      { value: '60+', label: 'हर वर्ष व्यावसायिक प्रशिक्षण के घंटे' },
      { value: studentTeacherRatio(), label: 'विद्यार्थी-शिक्षक अनुपात' },
      {
        value: String(demoSchoolFacts.counsellors),
        label: 'पूर्णकालिक परामर्शदाता और वेलनेस शिक्षक',
      },
    ],
  },
  items: [
    {
      value: '60+',
      label: 'Hours of professional development a year',
    },
    {
      value: studentTeacherRatio(),
      label: 'Student-to-teacher ratio',
    },
    {
      value: String(demoSchoolFacts.counsellors),
      label: 'Full-time counsellor and wellness teacher',
    },
  ],
};

export const academicsUpperPage = (school: SeedSchool): PageInput => ({
  slug: 'academics-upper',
  title: 'Secondary School: Grades 9 to 12',
  description: `Secondary school (grades 9–12) at ${school.name}: academic programme, graduation credits, faculty, clubs and college counselling for CBSE board and university success.`,
  hi: {
    title: 'सेकेंडरी स्तर: कक्षा 9 से 12',
    description: `${school.name} का सेकेंडरी स्तर (कक्षा 9–12): शैक्षणिक कार्यक्रम, क्रेडिट, शिक्षक, क्लब और सीबीएसई बोर्ड व विश्वविद्यालय में सफलता के लिए करियर काउंसलिंग।`,
    hero: {
      eyebrow: 'सीनियर स्तर · सीबीएसई सेकेंडरी और सीनियर सेकेंडरी',
      title: 'सेकेंडरी स्तर',
      lead: 'कक्षा 9-12',
      image: school.imageHi('upper', 'पुस्तकालय में पढ़ते वरिष्ठ विद्यार्थी'),
      actions: [{ label: 'अभी आवेदन करें' }, { label: 'जानकारी माँगें' }],
    },
    cta: {
      title: 'अगले कदम के लिए तैयार हैं?',
      text: 'कक्षा 9 से 12 के लिए ऑनलाइन आवेदन करें, या संकाय (स्ट्रीम), विषयों और काउंसलिंग के बारे में हमसे पूछें।',
      actions: [{ label: 'अभी आवेदन करें' }, { label: 'जानकारी माँगें' }],
    },
  },
  hero: {
    eyebrow: 'Upper School · CBSE Secondary and Senior Secondary',
    title: 'Secondary School',
    lead: 'Grades 9-12',
    image: school.image('upper'),
    actions: [
      {
        label: 'Apply Now',
        ...school.apply,
        variant: 'accent',
      },
      {
        label: 'Request Information',
        to: '/contact',
        variant: 'outlineLight',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'explore',
      title: 'Inside Our Secondary School',
      eyebrow: 'Explore',
      intro:
        'Choose a topic to learn about academics, our teachers, activities and university guidance.',
      hi: {
        title: 'हमारे सेकेंडरी स्तर की झलक',
        eyebrow: 'जानिए',
        intro:
          'पढ़ाई, हमारे शिक्षकों, गतिविधियों और विश्वविद्यालय मार्गदर्शन के बारे में जानने के लिए कोई विषय चुनें।',
      },
      tone: 'plain',
      blocks: [
        {
          type: 'tabs',
          label: 'Secondary school topics',
          hi: {
            label: 'सेकेंडरी स्तर के विषय',
            tabs: [
              { label: 'परिचय' },
              { label: 'शैक्षणिक कार्यक्रम' },
              { label: 'शिक्षक और कर्मचारी' },
              { label: 'पाठ्येतर गतिविधियाँ' },
              { label: 'कॉलेज की तैयारी' },
            ],
          },
          tabs: [
            {
              id: 'overview',
              label: 'Overview',
              blocks: [
                {
                  type: 'group',
                  title: 'Welcome to Secondary School',
                  hi: { title: 'सेकेंडरी स्तर में आपका स्वागत है' },
                  blocks: [
                    {
                      type: 'split',
                      image: school.image('library'),
                      hi: {
                        image: school.imageHi(
                          'library',
                          'किताबों से भरी अलमारियाँ और पढ़ने की मेज़ वाला पुस्तकालय',
                        ),
                        doc: richTextOf([
                          'कक्षा 9 से 12 में विद्यार्थी अपने भविष्य की बागडोर खुद सँभालते हैं। कक्षा 10 और 12 की बोर्ड परीक्षाओं तक ले जाने वाले सीबीएसई के गहन कार्यक्रम के साथ वे संकाय चुनते हैं, क्लबों और सदनों का नेतृत्व करते हैं, और विश्वविद्यालय व आगे के जीवन की तैयारी करते हैं।',
                          'छोटी कक्षाएँ, विषय-विशेषज्ञ शिक्षक और समर्पित काउंसलिंग टीम — इसलिए हर विद्यार्थी को पहचाना जाता है, आगे बढ़ने की चुनौती दी जाती है और सहारा मिलता है, चाहे उसका लक्ष्य इंजीनियरिंग हो, मेडिकल, कॉमर्स, क़ानून, डिज़ाइन या मानविकी।',
                        ]),
                      },
                      doc: richTextOf([
                        'Classes 9 to 12 are where students take charge of their future. Alongside a rigorous CBSE programme leading to the Class X and Class XII board examinations, they choose streams, lead clubs and houses, and prepare for university and beyond.',
                        'Small classes, subject specialists and a dedicated counselling team mean every student is known, stretched and supported — whether they are aiming for engineering, medicine, commerce, law, design or the humanities.',
                      ]),
                    },
                  ],
                },
                ...(school.demo ? [secondaryInNumbers] : []),
                {
                  type: 'group',
                  title: 'Upcoming Events',
                  hi: { title: 'आने वाले कार्यक्रम' },
                  blocks: [
                    {
                      type: 'upcomingEvents',
                      label: 'Upcoming secondary school events',
                      hi: { label: 'सेकेंडरी स्तर के आने वाले कार्यक्रम' },
                      audience: 'secondary',
                      count: 4,
                    },
                  ],
                },
                ...(school.demo ? [studentVoices] : []),
                {
                  type: 'callout',
                  icon: 'calendar',
                  title: 'Schedule a Visit',
                  hi: {
                    title: 'विद्यालय देखने का समय लें',
                    text: 'चलती कक्षाएँ देखिए, लैब और पुस्तकालय घूमिए, और हमारे सेकेंडरी समन्वयक व काउंसलर से मिलिए। विद्यालय भ्रमण सोमवार से शनिवार तक होता है।',
                    actions: [{ label: 'जानकारी माँगें' }],
                  },
                  text: 'See classes in progress, visit the labs and library, and meet our secondary coordinator and counsellor. Visits run Monday to Saturday.',
                  actions: [
                    {
                      label: 'Request Information',
                      to: '/contact',
                    },
                  ],
                },
              ],
            },
            {
              id: 'academic-program',
              label: 'Academic Program',
              blocks: [
                {
                  type: 'group',
                  title: 'Pathways for Every Ambition',
                  intro:
                    'All students follow the CBSE curriculum. On top of it, they can choose from four enrichment pathways.',
                  hi: {
                    title: 'हर लक्ष्य के लिए एक राह',
                    intro:
                      'सभी विद्यार्थी सीबीएसई पाठ्यक्रम पढ़ते हैं। इसके साथ वे चार अतिरिक्त राहों में से चुन सकते हैं।',
                  },
                  blocks: [
                    {
                      type: 'cards',
                      hi: {
                        items: [
                          {
                            title: 'एडवांस्ड प्लेसमेंट (एपी)',
                            text: 'विदेश के विश्वविद्यालयों का लक्ष्य रखने वालों के लिए: विद्यालय के बाद कैलकुलस, भौतिकी, कंप्यूटर साइंस, अर्थशास्त्र और अंग्रेज़ी के एपी कोर्स, और मई में कॉलेज बोर्ड की परीक्षाएँ।',
                          },
                          {
                            title: 'ऑनर्स',
                            text: 'गणित, विज्ञान और अंग्रेज़ी के विशेष सेक्शन, जिनमें गहरे प्रश्न-समूह, शोध-पत्र और ओलंपियाड की तैयारी होती है।',
                          },
                          {
                            title: 'स्टेम (STEM)',
                            text: 'हमारी लैब में रोबोटिक्स, कोडिंग, इलेक्ट्रॉनिक्स और डिज़ाइन-थिंकिंग के प्रोजेक्ट, और विज्ञान मेलों व नवाचार प्रतियोगिताओं के लिए मार्गदर्शन।',
                          },
                          {
                            title: 'दोहरा नामांकन',
                            text: 'सहयोगी विश्वविद्यालयों और मान्य राष्ट्रीय प्लेटफ़ॉर्म के क्रेडिट वाले ऑनलाइन कोर्स, जो कक्षा 11 और 12 में शिक्षकों की देखरेख में किए जाते हैं।',
                          },
                        ],
                      },
                      items: [
                        {
                          title: 'Advanced Placement (AP)',
                          icon: 'graduation',
                          text: 'For students aiming at universities abroad: after-school AP courses in Calculus, Physics, Computer Science, Economics and English, with College Board exams taken in May.',
                        },
                        {
                          title: 'Honors',
                          icon: 'star',
                          text: 'Enriched sections in Mathematics, Sciences and English with deeper problem sets, research papers and olympiad preparation.',
                        },
                        {
                          title: 'STEM',
                          icon: 'flask',
                          text: 'Robotics, coding, electronics and design-thinking projects in our labs, with mentoring for science fairs and innovation challenges.',
                        },
                        {
                          title: 'Dual Enrollment',
                          icon: 'book',
                          text: 'Credit-bearing online courses from partner universities and approved national platforms, taken in Classes 11 and 12 under teacher supervision.',
                        },
                      ],
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Graduation Credits',
                  intro:
                    'Across Classes 9 to 12, each student completes 24 credits. One credit is a full year of study in a subject area.',
                  hi: {
                    title: 'उत्तीर्ण होने के लिए क्रेडिट',
                    intro:
                      'कक्षा 9 से 12 के दौरान हर विद्यार्थी 24 क्रेडिट पूरे करता है। किसी विषय-क्षेत्र में पूरे एक वर्ष की पढ़ाई एक क्रेडिट है।',
                  },
                  blocks: [
                    {
                      type: 'table',
                      caption: 'Credits required to graduate',
                      hi: {
                        caption: 'उत्तीर्ण होने के लिए आवश्यक क्रेडिट',
                        columns: ['विषय-क्षेत्र', 'क्रेडिट', 'इसमें क्या शामिल है'],
                        rows: [
                          ['अंग्रेज़ी', '4', 'हर वर्ष भाषा, साहित्य और लेखन'],
                          ['गणित', '4', 'मूल गणित; कक्षा 11–12 में एप्लाइड मैथमेटिक्स का विकल्प'],
                          ['विज्ञान', '3', 'भौतिकी, रसायन और जीव-विज्ञान, प्रायोगिक कार्य के साथ'],
                          ['सामाजिक अध्ययन', '3', 'इतिहास, भूगोल, राजनीति विज्ञान और अर्थशास्त्र'],
                          ['भाषाएँ', '3', 'हिंदी, संस्कृत या फ़्रेंच'],
                          ['कला', '1', 'दृश्य कला, संगीत, नृत्य या रंगमंच'],
                          ['शारीरिक शिक्षा/स्वास्थ्य', '1', 'शारीरिक शिक्षा, योग और स्वास्थ्य शिक्षा'],
                          ['वैकल्पिक विषय', '5', 'संकाय के विषय, जैसे लेखाशास्त्र, कंप्यूटर साइंस, मनोविज्ञान'],
                        ],
                        footer: ['कुल', '24', 'चार वर्षों में'],
                      },
                      columns: ['Subject area', 'Credits', 'What it includes'],
                      numericColumns: [1],
                      rows: [
                        ['English', '4', 'Language, literature and writing every year'],
                        [
                          'Mathematics',
                          '4',
                          'Core mathematics; Applied Mathematics option in Classes 11–12',
                        ],
                        ['Science', '3', 'Physics, Chemistry and Biology, with practical work'],
                        [
                          'Social Studies',
                          '3',
                          'History, Geography, Political Science and Economics',
                        ],
                        ['World Languages', '3', 'Hindi, Sanskrit or French'],
                        ['Arts', '1', 'Visual arts, music, dance or theatre'],
                        ['PE/Health', '1', 'Physical education, yoga and health education'],
                        [
                          'Electives',
                          '5',
                          'Stream subjects such as Accountancy, Computer Science, Psychology',
                        ],
                      ],
                      footer: ['Total', '24', 'Over four years'],
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Academic Support',
                  hi: { title: 'पढ़ाई में सहायता' },
                  blocks: [
                    {
                      type: 'cards',
                      hi: {
                        items: [
                          {
                            title: 'एडवाइज़री कार्यक्रम',
                            text: 'हर विद्यार्थी का एक एडवाइज़र होता है, जो हर सप्ताह छोटे समूह से और हर सत्र में हर विद्यार्थी से अलग मिलकर लक्ष्यों और उसकी भलाई पर बात करता है।',
                          },
                          {
                            title: 'लर्निंग सेंटर',
                            text: 'कक्षाओं के बाद खुला रहता है: शिक्षकों से अतिरिक्त मदद, पढ़ाई के कौशल की कार्यशालाएँ और विशेष शैक्षिक ज़रूरतों वाले विद्यार्थियों के लिए सहायता।',
                          },
                          {
                            title: 'सहपाठी ट्यूशन',
                            text: 'प्रशिक्षित वरिष्ठ विद्यार्थी सप्ताह में चार दिन दोपहर बाद गणित, विज्ञान और भाषाओं में निःशुल्क मदद करते हैं।',
                          },
                        ],
                      },
                      items: [
                        {
                          title: 'Advisory Program',
                          icon: 'users',
                          text: 'Every student has an advisor who meets a small group weekly and each student one-to-one each term to review goals and wellbeing.',
                        },
                        {
                          title: 'Learning Center',
                          icon: 'bulb',
                          text: 'Open after classes for extra help with teachers, study-skills workshops and support for students with specific learning needs.',
                        },
                        {
                          title: 'Peer Tutoring',
                          icon: 'handshake',
                          text: 'Free peer tutoring by trained senior students in Mathematics, Science and languages, four afternoons a week.',
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              id: 'faculty',
              label: 'Faculty & Staff',
              blocks: [
                {
                  type: 'group',
                  title: 'Teachers Who Know Their Subject — and Their Students',
                  hi: { title: 'शिक्षक, जो अपना विषय भी जानते हैं और अपने विद्यार्थियों को भी' },
                  blocks: [
                    {
                      type: 'richText',
                      hi: {
                        doc: richTextOf([
                          'सेकेंडरी कक्षाओं को विषय-विशेषज्ञ पढ़ाते हैं। हर शिक्षक के पास अपने विषय में स्नातकोत्तर उपाधि और बी.एड. है; कई शिक्षकों ने सीटेट या यूजीसी नेट उत्तीर्ण किया है, और कुछ उद्योग, शोध या देश-विदेश के प्रतिष्ठित विद्यालयों का अनुभव साथ लाए हैं।',
                          'हमारे शिक्षक खुद भी सीखते रहते हैं: हर शिक्षक हर वर्ष कम से कम 60 घंटे का व्यावसायिक प्रशिक्षण पूरा करता है — सीबीएसई के क्षमता-निर्माण कार्यक्रमों, मूल्यांकन और डिजिटल शिक्षण पर विद्यालय की कार्यशालाओं, और विषय सम्मेलनों के माध्यम से।',
                        ]),
                      },
                      doc: richTextOf([
                        'Secondary classes are taught by subject specialists. Every teacher holds a postgraduate degree in the subject they teach and a B.Ed.; many have cleared CTET or the UGC NET, and several bring experience from industry, research or leading schools in India and abroad.',
                        'Our faculty keep learning too: each teacher completes at least 60 hours of professional development every year, through CBSE capacity-building programmes, in-house workshops on assessment and digital teaching, and subject conferences.',
                      ]),
                    },
                    ...(school.demo ? [facultyInFigures] : []),
                  ],
                },
                {
                  type: 'group',
                  title: 'Departments',
                  hi: { title: 'विभाग' },
                  blocks: [
                    {
                      type: 'table',
                      caption: 'Secondary school departments',
                      hi: {
                        caption: 'सेकेंडरी स्तर के विभाग',
                        columns: ['विभाग', 'विषय', 'सुविधाएँ'],
                        rows: [
                          ['अंग्रेज़ी', 'भाषा और साहित्य, रचनात्मक लेखन', 'पुस्तकालय, लैंग्वेज लैब'],
                          ['गणित', 'गणित, एप्लाइड मैथमेटिक्स, एपी कैलकुलस', 'गणित लैब'],
                          ['विज्ञान', 'भौतिकी, रसायन, जीव-विज्ञान', 'विज्ञान की तीन लैब'],
                          [
                            'सामाजिक विज्ञान',
                            'इतिहास, भूगोल, राजनीति विज्ञान, अर्थशास्त्र, मनोविज्ञान',
                            'स्मार्ट कक्षा, मानचित्र कक्ष',
                          ],
                          ['कॉमर्स', 'लेखाशास्त्र, व्यवसाय अध्ययन, अर्थशास्त्र', 'कंप्यूटर लैब'],
                          [
                            'कंप्यूटर साइंस',
                            'कंप्यूटर साइंस, इन्फ़ॉर्मेटिक्स प्रैक्टिसेज़, एआई',
                            'कंप्यूटर लैब, रोबोटिक्स कॉर्नर',
                          ],
                          ['भाषाएँ', 'हिंदी, संस्कृत, फ़्रेंच', 'लैंग्वेज लैब'],
                          [
                            'कला और शारीरिक शिक्षा',
                            'दृश्य कला, संगीत, नृत्य, शारीरिक शिक्षा',
                            'कला कक्ष, संगीत कक्ष, खेल मैदान, स्विमिंग पूल',
                          ],
                        ],
                      },
                      columns: ['Department', 'Subjects', 'Facilities'],
                      rows: [
                        [
                          'English',
                          'Language and Literature, Creative Writing',
                          'Library, language lab',
                        ],
                        [
                          'Mathematics',
                          'Mathematics, Applied Mathematics, AP Calculus',
                          'Mathematics lab',
                        ],
                        ['Sciences', 'Physics, Chemistry, Biology', 'Three science labs'],
                        [
                          'Social Sciences',
                          'History, Geography, Political Science, Economics, Psychology',
                          'Smart classrooms, map room',
                        ],
                        ['Commerce', 'Accountancy, Business Studies, Economics', 'Computer lab'],
                        [
                          'Computer Science',
                          'Computer Science, Informatics Practices, AI',
                          'Computer lab, robotics corner',
                        ],
                        ['Languages', 'Hindi, Sanskrit, French', 'Language lab'],
                        [
                          'Arts and Physical Education',
                          'Visual Arts, Music, Dance, Physical Education',
                          'Art room, music room, sports grounds, pool',
                        ],
                      ],
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Beyond the Classroom',
                  hi: { title: 'कक्षा के बाहर भी साथ' },
                  blocks: [
                    {
                      type: 'list',
                      style: 'check',
                      hi: {
                        items: [
                          {
                            title: 'कक्षा मेंटर।',
                            text: 'हर सेक्शन का एक मेंटर होता है, जिनसे अभिभावक सबसे पहले संपर्क करते हैं।',
                          },
                          {
                            title: 'काउंसलिंग टीम।',
                            text: 'करियर और विश्वविद्यालय काउंसलर, और विद्यार्थियों की भलाई के लिए एक काउंसलर।',
                          },
                          {
                            title: 'विशेष शिक्षक।',
                            text: 'सीखने में अलग ज़रूरतों वाले विद्यार्थियों की मदद करते हैं और परीक्षा में आवश्यक सुविधाओं की व्यवस्था करते हैं।',
                          },
                          {
                            title: 'लैब सहायक और पुस्तकालयाध्यक्ष।',
                            text: 'लैब को सुरक्षित रखते हैं और विद्यालय के पूरे दिन पुस्तकालय खुला रखते हैं।',
                          },
                        ],
                      },
                      items: [
                        {
                          title: 'Class mentors.',
                          text: 'Each section has a mentor who is the first point of contact for parents.',
                        },
                        {
                          title: 'Counselling team.',
                          text: 'Career and university counsellors plus a student wellbeing counsellor.',
                        },
                        {
                          title: 'Special educator.',
                          text: 'Supports students with learning differences and arranges exam accommodations.',
                        },
                        {
                          title: 'Lab assistants and librarian.',
                          text: 'Keep labs safe and the library open through the school day.',
                        },
                      ],
                      columns: 2,
                    },
                  ],
                },
              ],
            },
            {
              id: 'extracurricular',
              label: 'Extracurricular',
              blocks: [
                {
                  type: 'group',
                  title: 'Life Beyond Lessons',
                  intro:
                    'Secondary students choose from more than 40 clubs and activities. Each student is expected to take part in at least one sport, one club and one service project a year.',
                  hi: {
                    title: 'पाठों से आगे का जीवन',
                    intro:
                      'सेकेंडरी के विद्यार्थी 40 से अधिक क्लबों और गतिविधियों में से चुनते हैं। हर विद्यार्थी से अपेक्षा है कि वह साल में कम से कम एक खेल, एक क्लब और एक सेवा प्रोजेक्ट में भाग ले।',
                  },
                  blocks: [
                    {
                      type: 'cards',
                      hi: {
                        items: [
                          {
                            title: 'खेल-कूद',
                            text: 'फ़ुटबॉल, बास्केटबॉल, क्रिकेट, एथलेटिक्स, तैराकी और स्केटिंग में विद्यालय की टीमें, जो सीबीएसई क्लस्टर और ज़िला स्तर की प्रतियोगिताओं में भाग लेती हैं।',
                          },
                          {
                            title: 'क्लब',
                            text: 'रोबोटिक्स, कोडिंग, मॉडल यूनाइटेड नेशंस, वाद-विवाद, क्विज़, इको, खगोल-विज्ञान, उद्यमिता (FLIP) और फ़ोटोग्राफ़ी सहित कई क्लब।',
                          },
                          {
                            title: 'कला',
                            text: 'गायन-मंडली, वाद्य-वृंद, नृत्य, रंगमंच और दृश्य कला, साथ में वार्षिक प्रदर्शनी और वार्षिकोत्सव की प्रस्तुतियाँ।',
                          },
                          {
                            title: 'समाज सेवा',
                            text: 'साक्षरता अभियान, वृक्षारोपण, रक्तदान शिविर और वृद्धाश्रमों के भ्रमण में साल भर में 100 घंटे से अधिक की सेवा।',
                          },
                          {
                            title: 'नेतृत्व',
                            text: 'विद्यार्थी परिषद, सदन कप्तान, क्लब अध्यक्ष और कार्यक्रम समितियाँ विद्यार्थियों को सच्ची ज़िम्मेदारी और अपनी बात रखने का अवसर देती हैं।',
                          },
                        ],
                      },
                      items: [
                        {
                          title: 'Athletics',
                          icon: 'run',
                          text: 'School teams in football, basketball, cricket, athletics, swimming and skating, competing in CBSE cluster and district tournaments.',
                        },
                        {
                          title: 'Clubs',
                          icon: 'users',
                          text: 'Robotics, coding, Model United Nations, debate, quiz, eco, astronomy, entrepreneurship (FLIP) and photography clubs, among others.',
                        },
                        {
                          title: 'Arts',
                          icon: 'palette',
                          text: 'Choir, instrumental ensembles, dance, theatre and visual arts, with an annual exhibition and Annual Day performances.',
                        },
                        {
                          title: 'Community Service',
                          icon: 'heart',
                          text: 'Over 100 hours of service a year across literacy drives, tree plantation, blood-donation camps and visits to care homes.',
                        },
                        {
                          title: 'Leadership',
                          icon: 'star',
                          text: 'Student council, house captains, club presidents and event committees give students real responsibility and a voice.',
                        },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              id: 'college-prep',
              label: 'College Prep',
              blocks: [
                {
                  type: 'group',
                  title: 'Counselling, Year by Year',
                  intro:
                    'University guidance begins in Class 9, so that choices in Class 11 and applications in Class 12 come from self-knowledge, not last-minute pressure.',
                  hi: {
                    title: 'साल-दर-साल काउंसलिंग',
                    intro:
                      'विश्वविद्यालय का मार्गदर्शन कक्षा 9 से शुरू हो जाता है, ताकि कक्षा 11 में विषयों का चुनाव और कक्षा 12 में आवेदन आख़िरी समय के दबाव में नहीं, बल्कि अपनी समझ से हों।',
                  },
                  blocks: [
                    {
                      type: 'schedule',
                      label: 'College counselling by grade',
                      hi: {
                        label: 'कक्षावार कॉलेज काउंसलिंग',
                        items: [
                          {
                            when: 'कक्षा 9',
                            title: 'पहचानें',
                            text: 'रुचि और अभिरुचि की जाँच, अभिभावकों और पूर्व विद्यार्थियों की करियर वार्ताएँ, और पढ़ाई की अच्छी आदतें।',
                          },
                          {
                            when: 'कक्षा 10',
                            title: 'चुनें',
                            text: 'कक्षा 11 के विषय चुनने से पहले विद्यार्थी और अभिभावकों के साथ संकाय (विज्ञान, कॉमर्स, मानविकी) पर व्यक्तिगत काउंसलिंग।',
                          },
                          {
                            when: 'कक्षा 11',
                            title: 'खोजें',
                            text: 'विश्वविद्यालयों की सूची बनाना, प्रवेश परीक्षाओं (जेईई, नीट, सीयूईटी, सैट) की योजना, समर प्रोग्राम और प्रोफ़ाइल निर्माण।',
                          },
                          {
                            when: 'कक्षा 12',
                            title: 'आवेदन करें',
                            text: 'आवेदन की समय-सीमाएँ, निबंध और स्टेटमेंट, अनुशंसा-पत्र, इंटरव्यू का अभ्यास और छात्रवृत्ति का मार्गदर्शन।',
                          },
                        ],
                      },
                      items: [
                        {
                          when: 'Grade 9',
                          title: 'Discover',
                          text: 'Interest and aptitude inventories, career talks by parents and alumni, and building good study habits.',
                        },
                        {
                          when: 'Grade 10',
                          title: 'Choose',
                          text: 'One-to-one stream counselling (Science, Commerce, Humanities) with students and parents before Class 11 subject choice.',
                        },
                        {
                          when: 'Grade 11',
                          title: 'Explore',
                          text: 'University shortlists, entrance exam planning (JEE, NEET, CUET, SAT), summer programmes and profile building.',
                        },
                        {
                          when: 'Grade 12',
                          title: 'Apply',
                          text: 'Application timelines, essays and statements, recommendation letters, interview practice and scholarship guidance.',
                        },
                      ],
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Where Our Students Aim',
                  intro:
                    'Our counsellors guide applications to leading universities in India and abroad, including:',
                  hi: {
                    title: 'हमारे विद्यार्थियों के लक्ष्य',
                    intro:
                      'हमारे काउंसलर देश-विदेश के प्रमुख विश्वविद्यालयों में आवेदन के लिए मार्गदर्शन करते हैं, जिनमें ये शामिल हैं:',
                  },
                  blocks: [
                    {
                      type: 'list',
                      style: 'check',
                      hi: {
                        items: [
                          'भारतीय प्रौद्योगिकी संस्थान (आईआईटी, जेईई एडवांस्ड से)',
                          'राष्ट्रीय प्रौद्योगिकी संस्थान (एनआईटी)',
                          'एम्स और सरकारी मेडिकल कॉलेज (नीट से)',
                          'दिल्ली विश्वविद्यालय और अन्य केंद्रीय विश्वविद्यालय (सीयूईटी से)',
                          'अशोका यूनिवर्सिटी और फ़्लेम यूनिवर्सिटी',
                          'सिम्बायोसिस इंटरनेशनल और क्राइस्ट यूनिवर्सिटी',
                          'राष्ट्रीय विधि विश्वविद्यालय (क्लैट से)',
                          'ब्रिटेन, कनाडा, ऑस्ट्रेलिया और सिंगापुर के विश्वविद्यालय',
                        ],
                      },
                      items: [
                        'Indian Institutes of Technology (through JEE Advanced)',
                        'National Institutes of Technology',
                        'AIIMS and government medical colleges (through NEET)',
                        'University of Delhi and other central universities (through CUET)',
                        'Ashoka University and FLAME University',
                        'Symbiosis International and Christ University',
                        'National Law Universities (through CLAT)',
                        'Universities in the UK, Canada, Australia and Singapore',
                      ],
                      columns: 2,
                    },
                  ],
                },
                {
                  type: 'group',
                  title: 'Counselling Resources',
                  hi: { title: 'काउंसलिंग के साधन' },
                  blocks: [
                    {
                      type: 'cards',
                      hi: {
                        items: [
                          {
                            title: 'समर्पित काउंसलर',
                            text: 'हमारे पूर्णकालिक काउंसलर कक्षा 11 और 12 के हर विद्यार्थी से अलग से मिलते हैं, यानी केवल फ़ॉर्म भरने के लिए नहीं, सच्ची बातचीत के लिए भी समय।',
                          },
                          {
                            title: 'करियर पुस्तकालय',
                            text: 'पुस्तकालय में प्रॉस्पेक्टस, प्रवेश परीक्षाओं की गाइड, छात्रवृत्तियों की सूचियाँ और करियर आकलन के ऑनलाइन साधन।',
                          },
                          {
                            title: 'विश्वविद्यालय मेले और वार्ताएँ',
                            text: 'हर सत्र में प्रवेश अधिकारी, पूर्व विद्यार्थी और पेशेवर परिसर में आकर पाठ्यक्रमों और करियर पर बात करते हैं।',
                          },
                          {
                            title: 'आवेदन कार्यशालाएँ',
                            text: 'निबंध, पोर्टफ़ोलियो, इंटरव्यू और प्रवेश परीक्षा की रणनीति पर व्यावहारिक सत्र, साथ में मॉक टेस्ट।',
                          },
                        ],
                      },
                      items: [
                        {
                          title: 'A Dedicated Counsellor',
                          icon: 'users',
                          text: 'Our full-time counsellor meets every student of Classes 11 and 12 one to one: time for real conversations, not just forms.',
                        },
                        {
                          title: 'Career Library',
                          icon: 'book',
                          text: 'Prospectuses, entrance exam guides, scholarship lists and online career-assessment tools in the library.',
                        },
                        {
                          title: 'University Fairs and Talks',
                          icon: 'globe',
                          text: 'Admissions officers, alumni and professionals visit campus each term to talk about courses and careers.',
                        },
                        {
                          title: 'Application Workshops',
                          icon: 'tools',
                          text: 'Hands-on sessions on essays, portfolios, interviews and entrance exam strategy, plus mock tests.',
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Ready for the next step?',
    text: 'Apply online for Classes 9 to 12, or ask us about streams, subjects and counselling.',
    actions: [
      {
        label: 'Apply Now',
        ...school.apply,
      },
      {
        label: 'Request Information',
        to: '/contact',
      },
    ],
  },
});
