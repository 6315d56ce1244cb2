import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const epFuturePage = (school: SeedSchool): PageInput => ({
  slug: 'epfuture',
  title: 'EP Future: Future-Readiness Programme',
  description: `EP Future at ${school.name}: FLIP entrepreneurship, DCP cyber smartness and career guidance that prepare pupils for higher studies, work and life.`,
  hi: {
    title: 'ईपी फ़्यूचर: भविष्य के लिए तैयारी का कार्यक्रम',
    description: `${school.hindi.name} में ईपी फ़्यूचर: फ़्लिप उद्यमिता, डीसीपी साइबर समझ और करियर मार्गदर्शन, जो विद्यार्थियों को उच्च शिक्षा, काम और जीवन के लिए तैयार करते हैं।`,
    hero: {
      eyebrow: 'हमें क्यों चुनें',
      title: 'ईपी फ़्यूचर: कल के लिए तैयार',
      lead: 'भविष्य के लिए तैयारी का हमारा कार्यक्रम: उद्यमिता, साइबर समझ और करियर मार्गदर्शन, जो विद्यालय के सभी वर्षों में साथ-साथ चलते हैं।',
      image: school.imageHi('computerLab', 'डेस्कटॉप कंप्यूटरों की पंक्तियों वाली कंप्यूटर प्रयोगशाला'),
    },
    cta: {
      title: 'अपने बच्चे के भविष्य के बारे में हमसे बात करें',
      text: 'हमारे परामर्शदाता और कक्षा शिक्षक अभिभावकों से ईपी फ़्यूचर पर बात करके प्रसन्न होंगे।',
      actions: [{ label: 'संपर्क करें' }, { label: 'हमारे विद्यालय के बारे में' }],
    },
  },
  hero: {
    eyebrow: 'Why us',
    title: 'EP Future: Ready for Tomorrow',
    lead: 'Our future-readiness programme: entrepreneurship, cyber smartness and career guidance, woven through the school years.',
    image: school.image('computerLab'),
  },
  sections: [
    {
      type: 'section',
      id: 'why-it-matters',
      eyebrow: 'Why it matters',
      hi: { eyebrow: 'यह क्यों ज़रूरी है', title: 'लगातार बदलती दुनिया के लिए तैयारी' },
      title: 'Preparing for a world that keeps changing',
      tone: 'plain',
      blocks: [
        {
          type: 'split',
          image: school.image('middle'),
          hi: {
            image: school.imageHi('middle', 'विज्ञान प्रोजेक्ट पर काम करते मिडिल के विद्यार्थी'),
            doc: richTextOf([
              'हमारे विद्यार्थी आगे चलकर जो काम करेंगे, उनमें से कई आज अस्तित्व में ही नहीं हैं। अच्छे अंक महत्वपूर्ण बने रहते हैं, लेकिन युवाओं को कुछ नया रचना, बदलाव के साथ ढलना, ऑनलाइन सुरक्षित रहना और अपने भविष्य के बारे में सोच-समझकर निर्णय लेना भी आना चाहिए।',
              'ईपी फ़्यूचर ऐसे तीन कार्यक्रमों को एक साथ लाता है जो प्राइमरी के वर्षों से कक्षा 12 तक सीबीएसई पाठ्यक्रम के साथ-साथ चलते हैं। हर कार्यक्रम आयु के अनुसार चरणों में पढ़ाया जाता है, और हर एक का अंत किसी ऐसे व्यावहारिक काम से होता है जिसे विद्यार्थी स्वयं करते, बनाते या तय करते हैं।',
            ]),
          },
          doc: richTextOf([
            'Many of the jobs our pupils will do do not exist yet. Good marks remain important, but young people also need to create, to adapt, to stay safe online and to make informed choices about their future.',
            'EP Future brings together three programmes that run alongside the CBSE curriculum from the primary years to Class XII. Each is taught in age-appropriate steps, and each ends in something practical that pupils do, make or decide.',
          ]),
        },
      ],
    },
    {
      type: 'section',
      id: 'pillars',
      title: 'Three pillars',
      hi: { title: 'तीन स्तंभ' },
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '18rem',
          hi: {
            items: [
              {
                title: 'फ़्लिप',
                meta: 'उद्यमिता',
                text: 'विद्यार्थी समस्याएँ पहचानना, उनके समाधान बनाना और छोटे-छोटे उद्यम चलाना सीखते हैं।',
                points: [
                  'आइडिया कार्यशालाएँ और डिज़ाइन थिंकिंग',
                  'लागत, मूल्य तय करना और सरल हिसाब-किताब',
                  'वार्षिक बाज़ार दिवस और एक पैनल के सामने अपना विचार प्रस्तुत करना',
                ],
              },
              {
                title: 'डीसीपी',
                meta: 'साइबर समझ',
                text: 'इंटरनेट और डिजिटल साधनों का सुरक्षित, ज़िम्मेदार और आत्मविश्वास भरा उपयोग।',
                points: [
                  'पासवर्ड, निजता और सुरक्षित साझा करना',
                  'धोखाधड़ी, फ़र्ज़ी ख़बरों और साइबर बदमाशी को पहचानना',
                  'हर वर्ष अभिभावकों के लिए कार्यशालाएँ',
                ],
              },
              {
                title: 'करियर मार्गदर्शन',
                meta: 'आत्मविश्वास से चुनाव',
                text: 'अपनी क्षमताओं को समझने और विषय, पाठ्यक्रम और करियर चुनने में मदद।',
                points: [
                  'अभिरुचि और रुचि का आकलन',
                  'अलग-अलग क्षेत्रों के पेशेवरों की वार्ताएँ',
                  'स्ट्रीम और कॉलेज चुनने के लिए व्यक्तिगत परामर्श',
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
              text: 'Pupils learn to spot problems, design solutions and run small ventures.',
              points: [
                'Idea workshops and design thinking',
                'Costing, pricing and simple accounts',
                'An annual market day and pitch to a panel',
              ],
            },
            {
              title: 'DCP',
              meta: 'Cyber smartness',
              icon: 'lock',
              text: 'Safe, responsible and confident use of the internet and digital tools.',
              points: [
                'Passwords, privacy and safe sharing',
                'Spotting scams, fake news and cyberbullying',
                'Workshops for parents every year',
              ],
            },
            {
              title: 'Career Guidance',
              meta: 'Choices with confidence',
              icon: 'compass',
              text: 'Help in understanding strengths and choosing subjects, courses and careers.',
              points: [
                'Aptitude and interest assessments',
                'Talks by professionals from many different fields',
                'One-to-one counselling for stream and college choices',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'stages',
      title: 'Step by step through the school',
      hi: {
        title: 'विद्यालय के हर चरण में, कदम-दर-कदम',
        intro: 'ईपी फ़्यूचर बच्चे के साथ बढ़ता है: हर चरण पिछले चरण की नींव पर बनता है।',
      },
      intro: 'EP Future grows with the child: each stage builds on the one before.',
      tone: 'plain',
      blocks: [
        {
          type: 'cards',
          minWidth: '15rem',
          hi: {
            items: [
              {
                title: 'प्राइमरी के वर्ष',
                meta: 'कक्षा 1 से 5',
                text: 'बचत करना और बाँटना, कक्षा के सरल प्रोजेक्ट, और स्क्रीन के समय व ऑनलाइन अच्छे व्यवहार पर पहले पाठ।',
              },
              {
                title: 'मिडिल',
                meta: 'कक्षा 6 से 8',
                text: 'फ़्लिप में टीम के उद्यम, कोडिंग प्रोजेक्ट, डिजिटल पदचिह्न और निजता, और कई तरह के करियर की जानकारी।',
              },
              {
                title: 'सेकेंडरी',
                meta: 'कक्षा 9 और 10',
                text: 'अभिरुचि का आकलन, कक्षा 11 से पहले स्ट्रीम चुनने में मार्गदर्शन, और ऑनलाइन जोखिमों व धोखाधड़ी की पहचान।',
              },
              {
                title: 'सीनियर सेकेंडरी',
                meta: 'कक्षा 11 और 12',
                text: 'प्रवेश परीक्षाओं और कॉलेज की योजना, आवेदन और साक्षात्कार, और एक अंतिम उद्यम प्रोजेक्ट या इंटर्नशिप।',
              },
            ],
          },
          items: [
            {
              title: 'Primary years',
              meta: 'Classes 1 to 5',
              icon: 'sparkles',
              text: 'Saving and sharing, simple class projects, and first lessons on screen time and online kindness.',
            },
            {
              title: 'Middle school',
              meta: 'Classes 6 to 8',
              icon: 'lightbulb',
              text: 'Team ventures in FLIP, coding projects, digital footprints and privacy, and exploring a range of careers.',
            },
            {
              title: 'Secondary',
              meta: 'Classes 9 and 10',
              icon: 'target',
              text: 'Aptitude assessments, stream guidance before Class XI, and recognising online risks and scams.',
            },
            {
              title: 'Senior secondary',
              meta: 'Classes 11 and 12',
              icon: 'graduation',
              text: 'Entrance-exam and college planning, applications and interviews, and a capstone venture or internship.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'skills',
      title: 'Skills our pupils build',
      hi: { title: 'हमारे विद्यार्थी कौन-से कौशल विकसित करते हैं' },
      tone: 'muted',
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              'रचनात्मक ढंग से समस्याएँ सुलझाना और डिज़ाइन थिंकिंग',
              'आर्थिक समझ: बजट, बचत और पैसे का सही मूल्य',
              'टीम में काम, नेतृत्व और आत्मविश्वास से अपने विचार रखना',
              'डिजिटल मीडिया का सुरक्षित, नैतिक और विवेकपूर्ण उपयोग',
              'स्वयं को जानना: रुचियाँ, क्षमताएँ और मूल्य',
              'आगे के कदमों की योजना: स्ट्रीम, प्रवेश परीक्षाएँ और पाठ्यक्रम',
            ],
          },
          columns: 2,
          items: [
            'Creative problem-solving and design thinking',
            'Financial literacy: budgets, savings and value for money',
            'Teamwork, leadership and presenting ideas with confidence',
            'Safe, ethical and critical use of digital media',
            'Self-knowledge: interests, strengths and values',
            'Planning next steps: streams, entrance exams and courses',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Talk to us about your child’s future',
    text: 'Our counsellor and class teachers are glad to discuss EP Future with parents.',
    actions: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'About Our School', to: '/our-school' },
    ],
  },
});
