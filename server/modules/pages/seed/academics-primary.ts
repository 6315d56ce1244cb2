import { richTextOf, type PageInput, type PageSection } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

/** What the demo school's parents say: named people of its own story (seed-school.ts `demo`). */
const parentsSay: PageSection = {
  type: 'section',
  id: 'testimonials',
  title: 'What Parents Say',
  eyebrow: 'In their words',
  hi: { title: 'अभिभावक क्या कहते हैं', eyebrow: 'उन्हीं के शब्दों में' },
  blocks: [
    {
      type: 'quotes',
      hi: {
        quotes: [
          {
            quote:
              'मेरी बेटी ज़ोर से पढ़ने में झिझकती थी। कक्षा के पुस्तकालय के पीरियड और शो-एंड-टेल के एक साल बाद अब वह हर रात अपने छोटे भाई को कहानियाँ पढ़कर सुनाती है।',
            name: 'प्रिया अग्रवाल',
            role: 'कक्षा 2 की विद्यार्थी की अभिभावक',
          },
          {
            quote:
              'प्रोजेक्ट व्यावहारिक होते हैं और शिक्षक साफ़ बताते हैं कि क्या करना है। अब हमारा बेटा हर बात पर "क्यों" पूछता है, और हम यही चाहते थे।',
            name: 'राहुल साहू',
            role: 'कक्षा 4 के विद्यार्थी के अभिभावक',
          },
          {
            quote:
              'सीसीई में लगातार जानकारी मिलती रहती है, इसलिए सत्र के अंत में कोई अचानक बात सामने नहीं आती। कक्षा-शिक्षिका के पास बात करने का समय हमेशा रहता है।',
            name: 'नेहा वर्मा',
            role: 'कक्षा 5 के विद्यार्थी की अभिभावक',
          },
        ],
      },
      quotes: [
        {
          quote:
            'My daughter used to be shy about reading aloud. After a year of class library periods and show-and-tell, she now reads stories to her younger brother every night.',
          name: 'Priya Agrawal',
          role: 'Parent of a Class 2 student',
        },
        {
          quote:
            'The projects are practical and the teachers explain clearly what is expected. We see our son asking “why” about everything, and that is exactly what we hoped for.',
          name: 'Rahul Sahu',
          role: 'Parent of a Class 4 student',
        },
        {
          quote:
            'Regular feedback under CCE means there are no surprises at the end of the term. The class teacher always has time to talk.',
          name: 'Neha Verma',
          role: 'Parent of a Class 5 student',
        },
      ],
    },
  ],
};

export const academicsPrimaryPage = (school: SeedSchool): PageInput => ({
  slug: 'academics-primary',
  title: 'Primary School: Classes 1 to 5',
  description: `Primary classes 1 to 5 at ${school.name}: inquiry-based learning with continuous and comprehensive evaluation, upcoming events and what parents say.`,
  hi: {
    title: 'प्राइमरी स्तर: कक्षा 1 से 5',
    description: `${school.name} में प्राइमरी कक्षाएँ 1 से 5: सतत और व्यापक मूल्यांकन के साथ जिज्ञासा-आधारित पढ़ाई, आने वाले कार्यक्रम और अभिभावकों के अनुभव।`,
    hero: {
      eyebrow: 'प्राइमरी · कक्षा 1 से 5',
      title: 'प्राइमरी स्तर',
      lead: 'प्राइमरी के वर्षों में बच्चे अच्छे सवाल पूछना और उनके उत्तर खुद खोजना सीखते हैं। पढ़ने, लिखने और गणित की मज़बूत नींव के साथ-साथ जिज्ञासा, दयालुता और आत्मविश्वास भी बढ़ता है।',
      image: school.imageHi('primary', 'कक्षा में साथ बैठकर पढ़ते प्राइमरी के बच्चे'),
      actions: [{ label: 'अभी प्रवेश लें' }, { label: 'संपर्क करें' }],
    },
    cta: {
      title: 'अपने बच्चे को दीजिए आत्मविश्वास भरी शुरुआत',
      text: 'कक्षा 1 से 5 में प्रवेश खुले हैं। ऑनलाइन आवेदन करें या हमारी प्रवेश टीम से बात करें।',
      actions: [{ label: 'अभी प्रवेश लें' }, { label: 'संपर्क करें' }, { label: 'हमारे विद्यालय के बारे में' }],
    },
  },
  hero: {
    eyebrow: 'Primary · Classes 1 to 5',
    title: 'Primary School',
    lead: 'In the primary years children learn to ask good questions and find the answers themselves. Strong basics in reading, writing and numbers go hand in hand with curiosity, kindness and confidence.',
    image: school.image('primary'),
    actions: [
      {
        label: 'Enroll Now',
        ...school.apply,
        variant: 'accent',
      },
      {
        label: 'Contact Us',
        to: '/contact',
        variant: 'outlineLight',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'approach',
      title: 'An Inquiry-Based Approach',
      eyebrow: 'How we teach',
      intro:
        'Lessons start from a question the children care about. They observe, try, discuss and explain, while teachers guide them to the concepts of the CBSE curriculum. Progress is followed through continuous and comprehensive evaluation (CCE), not a single exam.',
      hi: {
        title: 'जिज्ञासा-आधारित पढ़ाई',
        eyebrow: 'हम कैसे पढ़ाते हैं',
        intro:
          'हर पाठ ऐसे सवाल से शुरू होता है जो बच्चों के मन का हो। वे देखते हैं, करके देखते हैं, चर्चा करते हैं और समझाते हैं, और शिक्षक उन्हें सीबीएसई पाठ्यक्रम की अवधारणाओं तक ले जाते हैं। प्रगति किसी एक परीक्षा से नहीं, सतत और व्यापक मूल्यांकन (सीसीई) से देखी जाती है।',
      },
      blocks: [
        {
          type: 'cards',
          hi: {
            items: [
              {
                title: 'जिज्ञासा-आधारित पढ़ाई',
                text: 'हर इकाई एक असली सवाल से खुलती है — पौधों को रोशनी क्यों चाहिए, बाज़ार कैसे चलता है — जिसकी पड़ताल बच्चे समूहों में करते हैं।',
              },
              {
                title: 'सतत और व्यापक मूल्यांकन',
                text: 'कक्षा-कार्य, प्रोजेक्ट, मौखिक कार्य और छोटे आवधिक टेस्ट मिलकर दिखाते हैं कि हर बच्चा सत्र-दर-सत्र कैसे सीख रहा है।',
              },
              {
                title: 'गतिविधि-आधारित पढ़ाई',
                text: 'गणित लैब की किट, प्रयोग, रोल-प्ले और आस-पास की सैर कठिन बातों को ठोस और यादगार बना देते हैं।',
              },
              {
                title: 'मूल्य और जीवन-कौशल',
                text: 'ईमानदारी, ज़िम्मेदारी, मिलकर काम करना और पर्यावरण की देखभाल रोज़ की दिनचर्या, प्रार्थना सभा और कक्षा की ज़िम्मेदारियों का हिस्सा हैं।',
              },
            ],
          },
          items: [
            {
              title: 'Inquiry-Based Learning',
              icon: 'bulb',
              text: 'Each unit opens with a real question — why do plants need light, how does a market work — that children investigate in groups.',
            },
            {
              title: 'Continuous and Comprehensive Evaluation',
              icon: 'chart',
              text: 'Class work, projects, oral tasks and short periodic tests together show how each child is learning, term after term.',
            },
            {
              title: 'Activity-Based Learning',
              icon: 'puzzle',
              text: 'Maths lab kits, experiments, role plays and field walks make abstract ideas concrete and memorable.',
            },
            {
              title: 'Values and Life Skills',
              icon: 'heart',
              text: 'Honesty, responsibility, teamwork and care for the environment are part of daily routines, assemblies and class duties.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'curriculum',
      title: 'A Balanced Curriculum',
      eyebrow: 'What children learn',
      hi: { title: 'संतुलित पाठ्यक्रम', eyebrow: 'बच्चे क्या सीखते हैं' },
      blocks: [
        {
          type: 'split',
          hi: {
            image: school.imageHi('classroom', 'स्मार्ट बोर्ड और डेस्क वाली रोशन कक्षा'),
            doc: richTextOf([
              'प्राइमरी का पाठ्यक्रम सीबीएसई और राष्ट्रीय शिक्षा नीति के बुनियादी साक्षरता और संख्या-ज्ञान पर ज़ोर के अनुसार है। स्मार्ट कक्षा, कक्षा का पुस्तकालय और हर सप्ताह के लैब पीरियड सभी विषयों में मदद करते हैं।',
              'मूल्यांकन पूरे वर्ष चलता है: शिक्षक अपने अवलोकन, कॉपियाँ, प्रोजेक्ट और आवधिक आकलन दर्ज करते हैं, और हर सत्र में अभिभावकों को विस्तृत रिपोर्ट कार्ड के साथ अभिभावक-शिक्षक बैठक में बुलाया जाता है।',
            ]),
            points: [
              'अंग्रेज़ी, हिंदी और गणित रोज़',
              'पर्यावरण अध्ययन (कक्षा 1–2), विज्ञान और सामाजिक विज्ञान (कक्षा 3–5)',
              'कंप्यूटर साइंस और सामान्य ज्ञान',
              'कला, संगीत, नृत्य, योग और शारीरिक शिक्षा',
            ],
          },
          image: school.image('classroom'),
          doc: richTextOf([
            'The primary curriculum follows CBSE and the National Education Policy’s focus on foundational literacy and numeracy. Smart classrooms, a class library and weekly lab periods support every subject.',
            'Evaluation is spread across the year: teachers record observations, notebooks, projects and periodic assessments, and parents receive a detailed report card each term along with a parent–teacher meeting.',
          ]),
          points: [
            'English, Hindi and Mathematics every day',
            'Environmental Studies (Classes 1–2), Science and Social Science (Classes 3–5)',
            'Computer Science and General Knowledge',
            'Art, Music, Dance, Yoga and Physical Education',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'events',
      title: 'Upcoming Events',
      eyebrow: 'Dates for your diary',
      intro:
        'Parents are warmly invited. Circulars with timings are sent home a week before each event.',
      hi: {
        title: 'आने वाले कार्यक्रम',
        eyebrow: 'अपनी डायरी में नोट कर लें',
        intro:
          'अभिभावक सादर आमंत्रित हैं। हर कार्यक्रम से एक सप्ताह पहले समय की जानकारी के साथ परिपत्र घर भेजा जाता है।',
      },
      blocks: [
        {
          type: 'upcomingEvents',
          label: 'Upcoming primary school events',
          hi: { label: 'प्राइमरी स्तर के आने वाले कार्यक्रम' },
          audience: 'primary',
          count: 3,
        },
      ],
    },
    ...(school.demo ? [parentsSay] : []),
  ],
  cta: {
    title: 'Give your child a confident start',
    text: 'Admissions for Classes 1 to 5 are open. Apply online or talk to our admissions team.',
    actions: [
      {
        label: 'Enroll Now',
        ...school.apply,
      },
      {
        label: 'Contact Us',
        to: '/contact',
      },
      {
        label: 'About Our School',
        to: '/our-school',
      },
    ],
  },
});
