import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const academicsPrePrimaryPage = (school: SeedSchool): PageInput => ({
  slug: 'academics-pre-primary',
  title: 'Pre-Primary: Nursery, Jr.kg and Sr.kg',
  description: `Pre-primary at ${school.name}, ${school.city}: Nursery, Jr.kg and Sr.kg taught through the play-based ILLUME approach, with a gentle daily routine and milestone-based assessment.`,
  hi: {
    title: 'प्री-प्राइमरी: नर्सरी, जूनियर केजी और सीनियर केजी',
    description: `${school.name} का प्री-प्राइमरी: नर्सरी, जूनियर केजी और सीनियर केजी में खेल-आधारित ILLUME पद्धति से पढ़ाई, सहज दिनचर्या और विकास के पड़ावों पर आधारित मूल्यांकन।`,
    hero: {
      eyebrow: 'प्री-प्राइमरी · नर्सरी से सीनियर केजी',
      title: 'प्री-प्राइमरी स्तर',
      lead: 'विद्यालय के पहले साल सुरक्षित, आनंद भरे और अचरज से भरे होने चाहिए। हमारे सबसे छोटे विद्यार्थी खेल, कहानियों, संगीत और अपने शिक्षकों के स्नेह के बीच दुनिया को पहचानते हैं।',
      image: school.imageHi('prePrimary', 'रंग-बिरंगी कक्षा में ब्लॉक से खेलते छोटे बच्चे'),
      actions: [{ label: 'संपर्क करें' }, { label: 'हमारे विद्यालय के बारे में' }],
    },
    cta: {
      title: 'हमारा प्री-प्राइमरी विभाग देखने आइए',
      text: 'शिक्षकों से मिलिए, कक्षाएँ देखिए और नर्सरी, जूनियर केजी या सीनियर केजी में प्रवेश के बारे में पूछिए।',
      actions: [{ label: 'संपर्क करें' }, { label: 'हमारे विद्यालय के बारे में' }],
    },
  },
  hero: {
    eyebrow: 'Pre-Primary · Nursery to Sr.kg',
    title: 'Pre-Primary School',
    lead: 'The first years at school should feel safe, joyful and full of wonder. Our youngest learners discover the world through play, stories, music and the warm care of their teachers.',
    image: school.image('prePrimary'),
    actions: [
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
  sections: [
    {
      type: 'section',
      id: 'classes',
      title: 'Our Pre-Primary Classes',
      eyebrow: 'Three gentle steps',
      intro:
        'Each class builds on the one before, so that children move from settling in to reading, counting and speaking with confidence by the time they join Class 1.',
      hi: {
        title: 'हमारी प्री-प्राइमरी कक्षाएँ',
        eyebrow: 'तीन सहज कदम',
        intro:
          'हर कक्षा पिछली कक्षा की नींव पर आगे बढ़ती है, ताकि कक्षा 1 में पहुँचने तक बच्चे विद्यालय में घुल-मिलकर आत्मविश्वास से पढ़ने, गिनने और बोलने लगें।',
      },
      blocks: [
        {
          type: 'cards',
          hi: {
            items: [
              {
                title: 'नर्सरी',
                meta: 'आयु 3+',
                text: 'खुशी-खुशी विद्यालय में रमना: दिनचर्या, नए दोस्त, छोटे-छोटे वाक्यों में बोलना और रंगों, आकारों व आवाज़ों को पहचानना।',
                points: [
                  'खुला खेल और इंद्रिय-अनुभव के कोने',
                  'कविताएँ, कहानियाँ और अभिनय-गीत',
                  'हाथ और आँख का शुरुआती तालमेल',
                ],
              },
              {
                title: 'जूनियर केजी',
                meta: 'आयु 4+',
                text: 'बढ़ती आत्मनिर्भरता: अक्षरों की ध्वनियाँ, लिखने से पहले की रेखाएँ, 20 तक की संख्याएँ और छोटे समूहों की गतिविधियाँ, जिनसे धैर्य और मिल-बाँटकर काम करना सीखते हैं।',
                points: [
                  'अक्षर-ध्वनियाँ और चित्र पढ़ना',
                  'असली चीज़ों से गिनती',
                  'मिट्टी और मोतियों से उँगलियों का अभ्यास',
                ],
              },
              {
                title: 'सीनियर केजी',
                meta: 'आयु 5+',
                text: 'विद्यालय के लिए तैयार: छोटे शब्द पढ़ना, अक्षर साफ़-सुथरे लिखना, 100 तक की संख्याएँ, सरल जोड़ और कक्षा के सामने बोलना।',
                points: [
                  'ध्वनियाँ जोड़कर शब्द बनाना',
                  'ठोस सामग्री से संख्याओं के सवाल',
                  'शो-एंड-टेल और कक्षा के छोटे सहायक',
                ],
              },
            ],
          },
          items: [
            {
              title: 'Nursery',
              meta: 'Age 3+',
              icon: 'heart',
              text: 'Settling in happily: routines, making friends, speaking in simple sentences and exploring colours, shapes and sounds.',
              points: [
                'Free play and sensory corners',
                'Rhymes, stories and action songs',
                'Early hand–eye coordination',
              ],
            },
            {
              title: 'Jr.kg',
              meta: 'Age 4+',
              icon: 'puzzle',
              text: 'Growing independence: phonic sounds, pre-writing strokes, numbers to 20 and small group activities that build patience and sharing.',
              points: [
                'Letter sounds and picture reading',
                'Counting with real objects',
                'Fine-motor work with clay and beads',
              ],
            },
            {
              title: 'Sr.kg',
              meta: 'Age 5+',
              icon: 'book',
              text: 'Ready for school: reading short words, writing letters neatly, numbers to 100, simple addition and speaking in front of the class.',
              points: [
                'Blending sounds into words',
                'Number operations with manipulatives',
                'Show-and-tell and class helpers',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'illume',
      title: 'The ILLUME Approach',
      eyebrow: 'Our approach',
      intro:
        'ILLUME is how we light up early learning: children learn by doing, teachers observe closely, and every day balances active play with quiet focus. It rests on five pillars.',
      hi: {
        title: 'ILLUME पद्धति',
        eyebrow: 'हमारी पद्धति',
        intro:
          'ILLUME हमारी शुरुआती शिक्षा की पद्धति है: बच्चे करके सीखते हैं, शिक्षक ध्यान से देखते-परखते हैं, और हर दिन में खेल-कूद और शांत एकाग्रता का संतुलन रहता है। यह पाँच स्तंभों पर टिकी है।',
      },
      blocks: [
        {
          type: 'cards',
          hi: {
            items: [
              {
                title: 'खेल-खेल में खोज',
                text: 'ब्लॉक, रेत, पानी और अभिनय-खेल जिज्ञासा को सवालों में, और सवालों को समझ में बदलते हैं।',
              },
              {
                title: 'भाषा और साक्षरता',
                text: 'अंग्रेज़ी और हिंदी में कहानियाँ, कविताएँ और बातचीत, औपचारिक पढ़ाई शुरू होने से बहुत पहले ही शब्द-भंडार बढ़ाती हैं।',
              },
              {
                title: 'शुरुआती गणित',
                text: 'छाँटना, मिलान करना, पैटर्न और असली चीज़ें गिनना संख्याओं को ऐसा अर्थ देते हैं जिसे बच्चे छूकर समझ सकें।',
              },
              {
                title: 'सामाजिक और भावनात्मक विकास',
                text: 'अपनी बारी का इंतज़ार करना, अपनी भावनाएँ बताना और दोस्त की मदद करना, हर दिन धैर्य के साथ सिखाया जाता है।',
              },
              {
                title: 'गतिविधि और रचनात्मकता',
                text: 'संगीत, नृत्य, चित्रकारी और बाहर के खेल से शरीर मज़बूत, हाथ सधे हुए और अभिव्यक्ति खुली होती है।',
              },
            ],
          },
          items: [
            {
              title: 'Play-Based Discovery',
              icon: 'puzzle',
              text: 'Blocks, sand, water and role play turn curiosity into questions, and questions into understanding.',
            },
            {
              title: 'Language and Literacy',
              icon: 'chat',
              text: 'Stories, rhymes and conversation in English and Hindi build vocabulary long before formal reading.',
            },
            {
              title: 'Early Numeracy',
              icon: 'calculator',
              text: 'Sorting, matching, patterns and counting real things give numbers a meaning children can touch.',
            },
            {
              title: 'Social and Emotional Growth',
              icon: 'users',
              text: 'Taking turns, naming feelings and helping a friend are practised every day, with patience.',
            },
            {
              title: 'Movement and Creativity',
              icon: 'palette',
              text: 'Music, dance, drawing and outdoor play develop strong bodies, steady hands and free expression.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'daily-schedule',
      title: 'Our Daily Schedule',
      eyebrow: 'A morning at school',
      intro:
        'Pre-primary classes run from 9:00 AM to 12:00 PM. The routine is predictable, so children feel secure, and varied, so they stay engaged.',
      hi: {
        title: 'हमारी दिनचर्या',
        eyebrow: 'विद्यालय में एक सुबह',
        intro:
          'प्री-प्राइमरी कक्षाएँ सुबह 9:00 से दोपहर 12:00 बजे तक चलती हैं। दिनचर्या तय रहती है, ताकि बच्चे सुरक्षित महसूस करें, और उसमें विविधता रहती है, ताकि उनका मन लगा रहे।',
      },
      blocks: [
        {
          type: 'schedule',
          label: 'Pre-primary daily schedule',
          hi: {
            label: 'प्री-प्राइमरी की दिनचर्या',
            items: [
              {
                when: '9:00 – 9:20',
                whenDetail: 'सुबह',
                title: 'खुला खेल',
                text: 'बच्चे आते हैं, शिक्षकों का अभिवादन करते हैं और अपनी पसंद का कोना चुनते हैं: ब्लॉक, किताबें, पहेलियाँ या अभिनय-खेल।',
              },
              {
                when: '9:20 – 9:40',
                whenDetail: 'सुबह',
                title: 'उपस्थिति और प्रार्थना सभा',
                text: 'घेरे में बैठकर प्रार्थना, एक गीत, आज का दिन और मौसम, और दिन भर की बातों पर छोटी-सी चर्चा।',
              },
              {
                when: '9:40 – 10:10',
                whenDetail: 'सुबह',
                title: 'कॉन्सेप्ट टाइम',
                text: 'सप्ताह का विषय — मौसम, हमारे सहायक, जानवर, मेरा शरीर — चित्रों, वस्तुओं और बातचीत के ज़रिए।',
              },
              {
                when: '10:10 – 10:30',
                whenDetail: 'सुबह',
                title: 'संगीत और गतिविधि',
                text: 'अभिनय-गीत, ताल-वाद्य और सरल नृत्य, जिनसे तालमेल और ध्यान से सुनने की आदत बनती है।',
              },
              {
                when: '10:30 – 10:50',
                whenDetail: 'सुबह',
                title: 'टिफ़िन का समय',
                text: 'घर से लाया पौष्टिक नाश्ता सब साथ बैठकर खाते हैं; हाथ धोना, खाने के तौर-तरीके और बाद में सफ़ाई भी सिखाई जाती है।',
              },
              {
                when: '10:50 – 11:30',
                whenDetail: 'सुबह',
                title: 'भाषा और संख्या कौशल',
                text: 'फ़ोनिक्स, लिखने की तैयारी और शुरुआती पढ़ाई, फिर छोटे समूहों में गिनती, छँटाई और संख्याओं के खेल।',
              },
              {
                when: '11:30 – 12:00',
                whenDetail: 'दोपहर',
                title: 'बाहर का खेल / रेत और पानी',
                text: 'किड्स पार्क, रेत के गड्ढे और पानी की ट्रे में देखरेख के साथ खेल, फिर शांत विदाई का घेरा।',
              },
            ],
          },
          items: [
            {
              when: '9:00 – 9:20',
              whenDetail: 'AM',
              dateTime: '09:00',
              title: 'Free Play',
              text: 'Children arrive, greet their teachers and choose an activity corner: blocks, books, puzzles or pretend play.',
            },
            {
              when: '9:20 – 9:40',
              whenDetail: 'AM',
              dateTime: '09:20',
              title: 'Attendance and Assembly',
              text: 'Circle time with a prayer, a song, the day and the weather, and a short talk about the day ahead.',
            },
            {
              when: '9:40 – 10:10',
              whenDetail: 'AM',
              dateTime: '09:40',
              title: 'Concept Time',
              text: 'The theme of the week — seasons, helpers, animals, my body — explored through pictures, objects and discussion.',
            },
            {
              when: '10:10 – 10:30',
              whenDetail: 'AM',
              dateTime: '10:10',
              title: 'Music and Movement',
              text: 'Action songs, rhythm instruments and simple dance that build coordination and listening.',
            },
            {
              when: '10:30 – 10:50',
              whenDetail: 'AM',
              dateTime: '10:30',
              title: 'Tummy Time',
              text: 'A healthy snack from home eaten together, with hand-washing, table manners and tidying up.',
            },
            {
              when: '10:50 – 11:30',
              whenDetail: 'AM',
              dateTime: '10:50',
              title: 'Language and Number Skills',
              text: 'Phonics, pre-writing and early reading, then counting, sorting and number games in small groups.',
            },
            {
              when: '11:30 – 12:00',
              whenDetail: 'noon',
              dateTime: '11:30',
              title: 'Outdoor/Sand/Water play',
              text: 'Supervised play in the kids’ park, sand pit and water tray before a calm goodbye circle.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'assessment',
      title: 'Assessment Without Exams',
      eyebrow: 'How we track progress',
      intro:
        'Young children show what they know while they play, talk and create. There are no written tests in pre-primary; teachers observe, record and share.',
      hi: {
        title: 'परीक्षा के बिना मूल्यांकन',
        eyebrow: 'प्रगति कैसे देखते हैं',
        intro:
          'छोटे बच्चे खेलते, बोलते और कुछ बनाते हुए ही दिखा देते हैं कि वे क्या जानते हैं। प्री-प्राइमरी में कोई लिखित परीक्षा नहीं होती; शिक्षक देखते हैं, दर्ज करते हैं और अभिभावकों को बताते हैं।',
      },
      blocks: [
        {
          type: 'callout',
          hi: {
            title: 'विकास के पड़ाव',
            text: 'हर बच्चे का एक पोर्टफ़ोलियो होता है, जिसमें उसके चित्र, काम के नमूने, फ़ोटो और शिक्षक की टिप्पणियाँ रहती हैं। प्रगति को आयु के अनुरूप विकास के पड़ावों से परखा जाता है और हर सत्र की रिपोर्ट व अभिभावक से आमने-सामने की बैठक में साझा किया जाता है।',
            points: [
              'भाषा: सुनना, बोलना और शुरुआती पढ़ाई',
              'गणित: गिनती, छँटाई और पैटर्न',
              'शारीरिक: बड़ी और सूक्ष्म मांसपेशियों के कौशल',
              'सामाजिक और भावनात्मक: मिल-बाँटना, आत्मविश्वास, अपना काम खुद करना',
              'रचनात्मक: चित्रकारी, संगीत और कल्पना-भरे खेल',
              'सीखने का ढंग: जिज्ञासा और एकाग्रता',
            ],
          },
          icon: 'star',
          title: 'Milestones',
          text: 'Each child has a portfolio of drawings, work samples, photos and teacher notes. Progress is checked against age-appropriate developmental milestones and shared with parents in a term-wise report and a one-to-one meeting.',
          points: [
            'Language: listening, speaking and early reading',
            'Numeracy: counting, sorting and patterns',
            'Physical: gross and fine motor skills',
            'Social and emotional: sharing, confidence, self-care',
            'Creative: drawing, music and imaginative play',
            'Approach to learning: curiosity and focus',
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'care',
      title: 'A Second Home for Little Ones',
      eyebrow: 'Care and safety',
      hi: { title: 'नन्हे बच्चों का दूसरा घर', eyebrow: 'देखभाल और सुरक्षा' },
      blocks: [
        {
          type: 'split',
          hi: {
            image: school.imageHi('playground', 'फिसलपट्टी और झूलों वाला बच्चों का पार्क'),
            doc: richTextOf([
              'प्री-प्राइमरी की कक्षाएँ भूतल पर, किड्स पार्क के पास हैं, जहाँ बच्चों की ऊँचाई का फ़र्नीचर, नरम कोने और उनके अपने शौचालय हैं। हर कक्षा में एक शिक्षिका और एक प्रशिक्षित सहायिका (दीदी) रहती हैं, ताकि हर बच्चे पर ध्यान दिया जा सके।',
              'बच्चों को केवल माता-पिता या विद्यालय में पंजीकृत व्यक्तियों को ही सौंपा जाता है, और हमारा आई-केयर बाल-सुरक्षा कार्यक्रम विद्यालय के पूरे दिन पर लागू रहता है।',
            ]),
            points: [
              'शिक्षिका और सहायिका के साथ छोटी कक्षाएँ',
              'खेल के मैदान के पास भूतल पर कक्षाएँ',
              'केवल पंजीकृत व्यक्तियों को ही बच्चा सौंपा जाता है',
            ],
          },
          image: school.image('playground'),
          doc: richTextOf([
            'Pre-primary classrooms are on the ground floor, close to the kids’ park, with child-height furniture, soft corners and their own washrooms. Each class has a teacher and a trained helper (didi) so every child gets attention.',
            'Children are handed over only to parents or to adults registered with the school, and our I-Care child-safety programme covers every part of the school day.',
          ]),
          points: [
            'Small classes with a teacher and a helper',
            'Ground-floor rooms next to the play area',
            'Hand-over only to registered adults',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Visit our pre-primary wing',
    text: 'Meet the teachers, see the classrooms and ask about admission to Nursery, Jr.kg or Sr.kg.',
    actions: [
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
