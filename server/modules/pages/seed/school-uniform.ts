import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const schoolUniformPage = (school: SeedSchool): PageInput => ({
  slug: 'school-uniform',
  title: 'School Uniform',
  description: `The sports, summer and winter uniforms of ${school.name}: what each includes, when it is worn and where to buy it.`,
  hi: {
    title: 'विद्यालय गणवेश',
    description: `${school.hindi.name} के खेल, गर्मी और सर्दी के गणवेश: हर गणवेश में क्या-क्या है, उसे कब पहना जाता है और वह कहाँ से खरीदें।`,
    hero: {
      eyebrow: 'विद्यार्थी कोना',
      title: 'विद्यालय गणवेश',
      lead: 'साफ़-सुथरा गणवेश हर विद्यार्थी में अपनेपन का भाव जगाता है। नीचे कोई गणवेश चुनें और देखें कि उसमें क्या-क्या है और उसे कब पहना जाता है।',
    },
  },
  hero: {
    eyebrow: 'Student Corner',
    title: 'School Uniform',
    lead: 'A neat uniform gives every student a sense of belonging. Choose a uniform below to see what it includes and when it is worn.',
  },
  sections: [
    {
      type: 'section',
      id: 'uniforms',
      title: 'Our uniforms',
      hi: { title: 'हमारे गणवेश' },
      tone: 'plain',
      blocks: [
        {
          type: 'tabs',
          label: 'Choose a uniform',
          hi: {
            label: 'गणवेश चुनें',
            tabs: [{ label: 'खेल' }, { label: 'गर्मी' }, { label: 'सर्दी' }],
          },
          tabs: [
            {
              id: 'sports',
              label: 'Sports',
              blocks: [
                {
                  type: 'split',
                  image: school.image('uniformSports'),
                  title: 'Sports uniform',
                  hi: {
                    image: school.imageHi(
                      'uniformSports',
                      'खेल गणवेश: सदन की टी-शर्ट, ट्रैक पैंट और सफ़ेद जूते',
                    ),
                    title: 'खेल गणवेश',
                    doc: richTextOf([
                      'कक्षा की समय-सारणी में दिए गए शारीरिक शिक्षा और खेल के दिनों में, और सदन की सभी प्रतियोगिताओं में पहना जाता है।',
                    ]),
                    points: [
                      'विद्यार्थी के सदन के रंग की टी-शर्ट, विद्यालय के प्रतीक-चिह्न के साथ',
                      'नेवी ब्लू ट्रैक पैंट (गर्मियों में प्री-प्राइमरी के लिए शॉर्ट्स)',
                      'सफ़ेद खेल के जूते और सफ़ेद मोज़े',
                      'सर्दियों में नेवी ट्रैक जैकेट',
                    ],
                  },
                  doc: richTextOf([
                    'Worn on the days of PE and games shown in the class timetable, and at all house competitions.',
                  ]),
                  points: [
                    'T-shirt in the colour of the student’s house, with the school crest',
                    'Navy blue track pants (shorts for Pre-Primary in summer)',
                    'White sports shoes with white socks',
                    'Navy track jacket in winter',
                  ],
                },
              ],
            },
            {
              id: 'summer',
              label: 'Summer',
              blocks: [
                {
                  type: 'split',
                  image: school.image('uniformSummer'),
                  title: 'Summer uniform',
                  hi: {
                    image: school.imageHi(
                      'uniformSummer',
                      'गर्मी का गणवेश: सफ़ेद कमीज़ के साथ नेवी स्कर्ट या पतलून',
                    ),
                    title: 'गर्मी का गणवेश',
                    doc: richTextOf(['अप्रैल से अक्टूबर तक पहना जाता है।']),
                    points: [
                      'विद्यालय के प्रतीक-चिह्न वाली सफ़ेद आधी बाँह की कमीज़',
                      'नेवी ब्लू स्कर्ट या पतलून (कक्षा 5 तक शॉर्ट्स)',
                      'विद्यालय की टाई और बेल्ट',
                      'काले चमड़े के जूते और नेवी मोज़े',
                    ],
                  },
                  doc: richTextOf(['Worn from April to October.']),
                  points: [
                    'White half-sleeved shirt with the school crest',
                    'Navy blue skirt or trousers (shorts up to Class V)',
                    'School tie and belt',
                    'Black leather shoes with navy socks',
                  ],
                },
              ],
            },
            {
              id: 'winter',
              label: 'Winter',
              blocks: [
                {
                  type: 'split',
                  image: school.image('uniformWinter'),
                  title: 'Winter uniform',
                  hi: {
                    image: school.imageHi(
                      'uniformWinter',
                      'सर्दी का गणवेश: सफ़ेद कमीज़ के ऊपर नेवी ब्लेज़र और स्वेटर',
                    ),
                    title: 'सर्दी का गणवेश',
                    doc: richTextOf([
                      'नवंबर से मार्च तक पहना जाता है; बदलाव की तारीखें विद्यालय डायरी में बताई जाती हैं।',
                    ]),
                    points: [
                      'विद्यालय की टाई के साथ सफ़ेद पूरी बाँह की कमीज़',
                      'विद्यालय के प्रतीक-चिह्न वाला नेवी ब्लू वी-गले का स्वेटर',
                      'प्रार्थना सभाओं और समारोहों के लिए नेवी ब्लू ब्लेज़र (कक्षा 3 से आगे)',
                      'नेवी पतलून, या नेवी टाइट्स के साथ स्कर्ट',
                      'काले चमड़े के जूते और नेवी मोज़े',
                    ],
                  },
                  doc: richTextOf([
                    'Worn from November to March; the dates of the change are announced in the school diary.',
                  ]),
                  points: [
                    'White full-sleeved shirt with the school tie',
                    'Navy blue V-neck sweater with the school crest',
                    'Navy blue blazer (Class III onwards) for assemblies and functions',
                    'Navy trousers, or skirt with navy tights',
                    'Black leather shoes with navy socks',
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'good-to-know',
      title: 'Good to know',
      hi: { title: 'जानने योग्य बातें' },
      tone: 'muted',
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              'गणवेश विद्यालय के अधिकृत विक्रेता से मिलते हैं; उनका पता प्रवेश किट में दिया जाता है। अभिभावक किसी भी ऐसी दुकान से खरीद सकते हैं जहाँ स्वीकृत नमूने से मेल खाता गणवेश मिलता हो।',
              'हर वस्तु पर विद्यार्थी का नाम और कक्षा लिखें।',
              'विद्यार्थी उस दिन का सही गणवेश पहनकर आएँ; यदि यह संभव न हो, तो विद्यालय डायरी में अभिभावक का नोट होना चाहिए।',
            ],
          },
          items: [
            'Uniforms are available from the school’s authorised vendor; the address is given in the admission kit. Parents may buy from any shop that matches the approved pattern.',
            'Label every item with the student’s name and class.',
            'Students wear the correct uniform for the day; the school diary must carry a parent’s note if this is not possible.',
          ],
        },
      ],
    },
  ],
});
