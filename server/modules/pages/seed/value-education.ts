import type { PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const valueEducationPage = (school: SeedSchool): PageInput => ({
  slug: 'value-education',
  title: 'Value Education',
  description: `How ${school.name} teaches honesty, respect, responsibility, compassion and gratitude through assemblies, stories, service and daily school life.`,
  hi: {
    title: 'मूल्य शिक्षा',
    description: `${school.hindi.name} प्रार्थना सभाओं, कहानियों, सेवा और विद्यालय के रोज़ के जीवन से ईमानदारी, सम्मान, ज़िम्मेदारी, करुणा और कृतज्ञता कैसे सिखाता है।`,
    hero: {
      eyebrow: 'हमें क्यों चुनें',
      title: 'मूल्य शिक्षा',
      lead: 'अच्छा चरित्र भी वैसे ही सीखा जाता है जैसे बाकी सब कुछ: उदाहरण, अभ्यास और चिंतन से, हर दिन।',
      image: school.imageHi('assembly', 'सुबह की प्रार्थना सभा में पंक्तियों में खड़े विद्यार्थी'),
    },
  },
  hero: {
    eyebrow: 'Why us',
    title: 'Value Education',
    lead: 'Good character is learned the way anything else is learned: through example, practice and reflection, every day.',
    image: school.image('assembly'),
  },
  sections: [
    {
      type: 'section',
      id: 'values-in-learning',
      title: 'Values at the heart of learning',
      hi: { title: 'सीखने के केंद्र में मूल्य' },
      tone: 'plain',
      blocks: [
        {
          type: 'richText',
          hi: {
            doc: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'ज्ञान बच्चों को शक्ति देता है; मूल्य उन्हें सिखाते हैं कि उस शक्ति का उपयोग कैसे करें। हमारे विद्यालय में मूल्य शिक्षा कोई एक पाठ नहीं, बल्कि पूरे दिन में पिरोया हुआ एक धागा है: हम एक-दूसरे का अभिवादन कैसे करते हैं, खेल के मैदान में किसी असहमति को कैसे सुलझाते हैं, और हमारे परिसर को साफ़ रखने वालों के साथ कैसा व्यवहार करते हैं।',
                    },
                  ],
                },
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'हमारा कार्यक्रम भारतीय परंपरा और न्याय व दया के सार्वभौमिक विचारों पर आधारित है, और प्री-प्राइमरी से कक्षा 12 तक आयु के अनुसार पढ़ाया जाता है।',
                    },
                  ],
                },
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'हमारे विद्यालय के पाँच मूल मूल्यों के बारे में और जानें',
                      marks: [{ type: 'link', attrs: { href: '/school-values' } }],
                    },
                  ],
                },
              ],
            },
          },
          doc: {
            type: 'doc',
            content: [
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'Knowledge gives children power; values teach them how to use it. At our school, value education is not a single lesson but a thread that runs through the whole day: how we greet one another, how we settle a disagreement in the playground, how we treat the people who keep our campus clean.',
                  },
                ],
              },
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'Our programme draws on Indian tradition and on universal ideas of fairness and kindness, and it is taught in age-appropriate ways from Pre-Primary to Class XII.',
                  },
                ],
              },
              {
                type: 'paragraph',
                content: [
                  {
                    type: 'text',
                    text: 'Learn more about our five core school values',
                    marks: [{ type: 'link', attrs: { href: '/school-values' } }],
                  },
                ],
              },
            ],
          },
        },
      ],
    },
    {
      type: 'section',
      id: 'five-values',
      title: 'Five values we practise every day',
      hi: { title: 'पाँच मूल्य जिन्हें हम हर दिन अपनाते हैं' },
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '12rem',
          hi: {
            items: [
              {
                title: 'ईमानदारी',
                text: 'सच बोलना, अपनी गलतियाँ स्वीकार करना और अपना काम स्वयं करना, तब भी जब कोई देख न रहा हो।',
              },
              {
                title: 'सम्मान',
                text: 'दूसरों की बात सुनना, भिन्नताओं को महत्व देना और छोटे-बड़े हर व्यक्ति के साथ गरिमा से पेश आना।',
              },
              {
                title: 'ज़िम्मेदारी',
                text: 'वादे निभाना, साझा जगहों का ध्यान रखना और अपनी पढ़ाई की ज़िम्मेदारी स्वयं लेना।',
              },
              {
                title: 'करुणा',
                text: 'यह देखना कि किसी को कब मदद चाहिए और कक्षा में, घर पर और समाज में खुले मन से मदद करना।',
              },
              {
                title: 'कृतज्ञता',
                text: 'माता-पिता, शिक्षकों, मित्रों और प्रकृति की कद्र करना, और शब्दों व कर्मों से धन्यवाद कहना।',
              },
            ],
          },
          items: [
            {
              title: 'Honesty',
              icon: 'scale',
              text: 'Telling the truth, owning our mistakes and doing our own work, even when no one is watching.',
            },
            {
              title: 'Respect',
              icon: 'users',
              text: 'Listening to others, valuing differences and treating every person, young or old, with dignity.',
            },
            {
              title: 'Responsibility',
              icon: 'flag',
              text: 'Keeping promises, caring for shared spaces and taking charge of our own learning.',
            },
            {
              title: 'Compassion',
              icon: 'heart',
              text: 'Noticing when someone needs help and offering it freely, in class, at home and in the community.',
            },
            {
              title: 'Gratitude',
              icon: 'sparkles',
              text: 'Appreciating parents, teachers, friends and nature, and saying thank you in words and in deeds.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'approach',
      title: 'Our approach',
      hi: {
        title: 'हमारा तरीका',
        intro:
          'मूल्य भाषणों से नहीं, अनुभव से सिखाए जाते हैं। हर सप्ताह हमारे विद्यार्थी कई तरह से उनसे परिचित होते हैं:',
      },
      intro:
        'Values are taught through experience rather than lectures. Each week our pupils meet them in several ways:',
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              'सुबह की प्रार्थना सभा में आज का विचार और उस पर थोड़ा चिंतन',
              'हर सप्ताह मूल्य शिक्षा का एक पीरियड, जिसमें पंचतंत्र, जातक कथाओं और महान भारतीयों के जीवन की कहानियाँ होती हैं',
              'सर्कल टाइम, जिसमें बच्चे कक्षा और खेल के मैदान की वास्तविक स्थितियों पर बात करते हैं',
              'सदन प्रणाली और कक्षा परिषद में ज़िम्मेदारियाँ, और छोटे विद्यार्थियों के साथी बनना',
              'समाज सेवा: स्वच्छता अभियान, वृक्षारोपण और वृद्धाश्रमों में जाना',
              'प्रार्थना सभा में केवल अंकों और पदकों की नहीं, दया और खेल भावना की भी सराहना',
              'घर पर करने की गतिविधियाँ, जो अभिभावकों को अपने बच्चे के साथ यह बातचीत आगे बढ़ाने का अवसर देती हैं',
            ],
          },
          columns: 2,
          items: [
            'A thought for the day and a short reflection at morning assembly',
            'A weekly value-education period with stories from the Panchatantra, the Jataka tales and the lives of great Indians',
            'Circle time in which children talk through real situations from class and playground',
            'Responsibilities in the house system, the class council and as buddies for younger pupils',
            'Community service: cleanliness drives, tree planting and visits to care homes',
            'Recognition of kindness and fair play at assembly, not only of marks and medals',
            'Home activities that invite parents to continue the conversation with their child',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'parent-view',
      title: "A parent's view",
      hi: { title: 'एक अभिभावक की राय' },
      tone: 'muted',
      blocks: [
        {
          type: 'quotes',
          hi: {
            quotes: [
              {
                quote:
                  'हमारी बेटी अब कमरे से निकलते समय हमें पंखा बंद करने की याद दिलाती है और हर दिन बस चालक को धन्यवाद कहने पर ज़ोर देती है। विद्यालय में सीखे मूल्य उसके साथ घर तक आ गए हैं।',
                name: 'एक अभिभावक',
                role: 'कक्षा 3 की विद्यार्थी की माँ',
              },
            ],
          },
          quotes: [
            {
              quote:
                'Our daughter now reminds us to switch off the fan when we leave the room and insists on thanking the bus driver every day. The values she learns at school have come home with her.',
              name: 'A parent',
              role: 'Mother of a Class 3 pupil',
            },
          ],
        },
        {
          type: 'actions',
          hi: { actions: [{ label: 'हमारे विद्यालय के मूल्यों के बारे में और जानें' }] },
          actions: [
            {
              label: 'Learn More About Our School Values',
              to: '/school-values',
              variant: 'secondary',
            },
          ],
        },
      ],
    },
  ],
});
