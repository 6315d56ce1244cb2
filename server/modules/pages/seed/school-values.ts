import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

type InHindi = { title: string; text: string; examples: string[] };

/** A core value: what it means, then "In practice:" and three examples, each with its Hindi. */
const value = (title: string, text: string, examples: string[], hi: InHindi) => ({
  title,
  hiTitle: hi.title,
  blocks: [
    { type: 'richText' as const, doc: richTextOf([text]), hi: { doc: richTextOf([hi.text]) } },
    {
      type: 'heading' as const,
      text: 'In practice:',
      level: 1 as const,
      hi: { text: 'व्यवहार में:' },
    },
    { type: 'list' as const, style: 'check' as const, items: examples, hi: { items: hi.examples } },
  ],
});

/** The accordion of values, its Hindi (each value's title) beside it. */
const valuesAccordion = (items: Array<ReturnType<typeof value>>) => ({
  type: 'accordion' as const,
  hi: { items: items.map((item) => ({ title: item.hiTitle })) },
  items: items.map(({ title, blocks }) => ({ title, blocks })),
});

export const schoolValuesPage = (school: SeedSchool): PageInput => ({
  slug: 'school-values',
  title: 'Our School Values',
  description: `The five core values of ${school.name}: Excellence, Respect, Integrity, Innovation and a Growth Mindset, with examples of each in school life.`,
  hi: {
    title: 'हमारे विद्यालय के मूल्य',
    description: `${school.hindi.name} के पाँच मूल मूल्य: उत्कृष्टता, सम्मान, सत्यनिष्ठा, नवाचार और विकास की सोच, विद्यालय के जीवन से हर एक के उदाहरणों के साथ।`,
    hero: {
      eyebrow: 'हम क्यों',
      title: 'हमारे विद्यालय के मूल्य',
      lead: 'पाँच मूल मूल्य तय करते हैं कि हम कैसे पढ़ाते, सीखते और साथ रहते हैं। हर मूल्य को खोलकर देखिए कि विद्यालय के एक दिन में वह कैसा दिखता है।',
      image: imageHi(school, 'students'),
    },
    cta: {
      title: 'हमारे मूल्यों को काम करते देखिए',
      text: 'विद्यालय के किसी दिन हमसे मिलने आइए और देखिए कि हमारे विद्यार्थी कैसे सीखते, खेलते और एक-दूसरे का ध्यान रखते हैं।',
      actions: [{ label: 'मिलने का समय तय करें' }],
    },
  },
  hero: {
    eyebrow: 'Why us',
    title: 'Our School Values',
    lead: 'Five core values shape how we teach, learn and live together. Open each one to see what it looks like in a school day.',
    image: school.image('students'),
  },
  sections: [
    {
      type: 'section',
      id: 'core-values',
      title: 'Our core values',
      intro: 'Select a value to read what it means and how pupils practise it.',
      hi: {
        title: 'हमारे मूल मूल्य',
        intro: 'कोई मूल्य चुनिए और पढ़िए कि उसका अर्थ क्या है और विद्यार्थी उसे कैसे अपनाते हैं।',
      },
      tone: 'plain',
      blocks: [
        valuesAccordion([
          value(
            'Excellence',
            'We aim high in everything we do and take pride in work done carefully and well, whether it is a mathematics test, a science model or a house match.',
            [
              'Drafting, checking and improving written work before handing it in',
              'Taking part in olympiads, quizzes and competitions to stretch ourselves',
              'Teachers setting clear goals and giving specific feedback on how to reach them',
            ],
            {
              title: 'उत्कृष्टता',
              text: 'हम हर काम में ऊँचा लक्ष्य रखते हैं और ध्यान से, अच्छी तरह किए गए काम पर गर्व करते हैं, चाहे वह गणित की परीक्षा हो, विज्ञान का मॉडल हो या सदन का मैच।',
              examples: [
                'लिखित काम जमा करने से पहले उसका मसौदा बनाना, जाँचना और उसे सुधारना',
                'खुद को आगे बढ़ाने के लिए ओलंपियाड, प्रश्नोत्तरी और प्रतियोगिताओं में भाग लेना',
                'शिक्षक स्पष्ट लक्ष्य तय करते हैं और बताते हैं कि उन तक कैसे पहुँचें',
              ],
            },
          ),
          value(
            'Respect',
            'We value every person, every opinion and every culture, and we treat others as we would like to be treated.',
            [
              'Greeting teachers, staff and visitors courteously',
              'Listening without interrupting during class discussions',
              'Celebrating festivals from many traditions together at school',
            ],
            {
              title: 'सम्मान',
              text: 'हम हर व्यक्ति, हर राय और हर संस्कृति को महत्व देते हैं, और दूसरों से वैसा ही व्यवहार करते हैं जैसा हम अपने लिए चाहते हैं।',
              examples: [
                'शिक्षकों, कर्मचारियों और आगंतुकों का विनम्रता से अभिवादन करना',
                'कक्षा की चर्चा में बीच में टोके बिना दूसरों की बात सुनना',
                'विद्यालय में कई परंपराओं के त्योहार साथ मिलकर मनाना',
              ],
            },
          ),
          value(
            'Integrity',
            'We are honest and fair, and we keep our word. Our actions match our values, even when no one is watching.',
            [
              'Owning up to mistakes and making amends',
              'Doing our own work in tests, homework and projects',
              'Returning lost property to the school office',
            ],
            {
              title: 'सत्यनिष्ठा',
              text: 'हम ईमानदार और न्यायप्रिय हैं, और अपना वचन निभाते हैं। कोई देख रहा हो या नहीं, हमारे काम हमारे मूल्यों से मेल खाते हैं।',
              examples: [
                'अपनी गलती मानना और उसे सुधारना',
                'परीक्षा, गृहकार्य और प्रोजेक्ट में अपना काम खुद करना',
                'खोई हुई चीज़ें विद्यालय कार्यालय में लौटाना',
              ],
            },
          ),
          value(
            'Innovation',
            'We are curious, we ask questions and we try new ways of solving problems, using technology wisely and creatively.',
            [
              'Designing small ventures and products in the FLIP entrepreneurship programme',
              'Building models and experiments for the annual science exhibition',
              'Using coding and smart-class tools to explore ideas',
            ],
            {
              title: 'नवाचार',
              text: 'हम जिज्ञासु हैं, प्रश्न पूछते हैं और समस्याएँ हल करने के नए तरीके आज़माते हैं, तकनीक का समझदारी और रचनात्मकता से उपयोग करते हुए।',
              examples: [
                'FLIP उद्यमिता कार्यक्रम में छोटे उद्यम और उत्पाद तैयार करना',
                'वार्षिक विज्ञान प्रदर्शनी के लिए मॉडल और प्रयोग बनाना',
                'विचारों को परखने के लिए कोडिंग और स्मार्ट कक्षा के साधनों का उपयोग करना',
              ],
            },
          ),
          value(
            'Growth Mindset',
            'We believe ability grows with effort and practice. Mistakes are part of learning, and "not yet" is a starting point, not an ending.',
            [
              'Setting personal learning targets each term and reviewing them with a teacher',
              'Trying a harder problem after getting one wrong',
              'Encouraging classmates to keep going rather than give up',
            ],
            {
              title: 'विकास की सोच',
              text: 'हम मानते हैं कि मेहनत और अभ्यास से क्षमता बढ़ती है। गलतियाँ सीखने का हिस्सा हैं, और "अभी नहीं" शुरुआत है, अंत नहीं।',
              examples: [
                'हर सत्र में सीखने के अपने लक्ष्य तय करना और शिक्षक के साथ उनकी समीक्षा करना',
                'एक प्रश्न गलत होने के बाद उससे कठिन प्रश्न हल करने की कोशिश करना',
                'सहपाठियों को हार मानने के बजाय कोशिश जारी रखने के लिए प्रोत्साहित करना',
              ],
            },
          ),
        ]),
      ],
    },
    {
      type: 'section',
      id: 'community',
      title: 'What our community says',
      hi: { title: 'हमारा समुदाय क्या कहता है' },
      tone: 'muted',
      blocks: [
        {
          type: 'quotes',
          hi: {
            quotes: [
              {
                quote:
                  'शिक्षक सम्मान की केवल बात नहीं करते, उसे करके दिखाते हैं। मेरे बेटे की बात सुनी जाती है, और उसने भी दूसरों की बात सुनना सीखा है।',
                name: 'एक अभिभावक',
                role: 'कक्षा 5 के विद्यार्थी के पिता',
              },
              {
                quote:
                  'जब हमारी टीम अंतर-सदन प्रश्नोत्तरी हार गई, तो हमारे शिक्षक ने यह नहीं पूछा कि दोष किसका है, बल्कि यह पूछा कि हमने क्या सीखा। अगली प्रतियोगिता हम जीते।',
                name: 'एक विद्यार्थी',
                role: school.demo ? 'कक्षा 8, ऋग्वेद सदन' : 'कक्षा 8',
              },
              {
                quote:
                  'हमारे वृक्षारोपण अभियान में जुड़े विद्यार्थी समय के पाबंद, विनम्र और मेहनती थे। उन्होंने हमारे मोहल्ले को हरा-भरा बनाया और बड़ों के सामने भी उदाहरण रखा।',
                name: 'समुदाय के एक सहयोगी',
                role: 'स्वयंसेवक, मोहल्ले का वृक्षारोपण अभियान',
              },
            ],
          },
          quotes: [
            {
              quote:
                'The teachers do not just talk about respect, they show it. My son is listened to, and he has learned to listen to others.',
              name: 'A parent',
              role: 'Father of a Class 5 pupil',
            },
            {
              quote:
                'When our team lost the inter-house quiz, our teacher asked what we had learned instead of who was to blame. We won the next one.',
              name: 'A student',
              role: school.demo ? 'Class 8, Rig Veda House' : 'Class 8',
            },
            {
              quote:
                'The pupils who joined our tree-planting drive were punctual, polite and hard-working. They made our neighbourhood greener and set an example for the adults.',
              name: 'A community partner',
              role: 'Volunteer, neighbourhood tree-planting drive',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'See our values in action',
    text: 'Visit us on a school day and see how our pupils learn, play and look after one another.',
    actions: [{ label: 'Schedule a Visit', to: '/contact' }],
  },
});
