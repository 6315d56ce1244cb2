import { academicYearLabel, admissionSessionStart } from '#contracts/academic-year.ts';
import {
  richTextOf,
  type PageInput,
  type RichDoc,
  type RichInline,
} from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

const link = (text: string, href: string): RichInline => ({
  type: 'text',
  text,
  marks: [{ type: 'link', attrs: { href } }],
});
const plain = (text: string): RichInline => ({ type: 'text', text });

type AgeRule = {
  className: string;
  classNameHi: string;
  minimumAge: number | null;
  note?: string;
  noteHi?: string;
};

/** Minimum completed age on 31 March of the session's first year, by class (null: see note). */
const ageRules: AgeRule[] = [
  { className: 'Nursery', classNameHi: 'नर्सरी', minimumAge: 3 },
  { className: 'Jr. KG', classNameHi: 'जूनियर केजी', minimumAge: 4 },
  { className: 'Sr. KG', classNameHi: 'सीनियर केजी', minimumAge: 5 },
  { className: 'Class I', classNameHi: 'कक्षा 1', minimumAge: 6 },
  { className: 'Class II', classNameHi: 'कक्षा 2', minimumAge: 7 },
  { className: 'Class III', classNameHi: 'कक्षा 3', minimumAge: 8 },
  { className: 'Class IV', classNameHi: 'कक्षा 4', minimumAge: 9 },
  { className: 'Class V', classNameHi: 'कक्षा 5', minimumAge: 10 },
  { className: 'Class VI', classNameHi: 'कक्षा 6', minimumAge: 11 },
  { className: 'Class VII', classNameHi: 'कक्षा 7', minimumAge: 12 },
  { className: 'Class VIII', classNameHi: 'कक्षा 8', minimumAge: 13 },
  { className: 'Class IX', classNameHi: 'कक्षा 9', minimumAge: 14 },
  {
    className: 'Class XI',
    classNameHi: 'कक्षा 11',
    minimumAge: null,
    note: 'Pass in Class X from CBSE or an equivalent board; stream allotted on merit.',
    noteHi: 'सीबीएसई या समकक्ष बोर्ड से कक्षा 10 उत्तीर्ण; संकाय (स्ट्रीम) मेरिट के आधार पर मिलता है।',
  },
];

/** Dates of birth that give exactly `minimumAge` completed years on 31 March of `sessionYear`. */
function birthDateRange(minimumAge: number, sessionYear: number): string {
  const latestYear = sessionYear - minimumAge;
  return `1 April ${latestYear - 1} to 31 March ${latestYear}`;
}

function birthDateRangeHi(minimumAge: number, sessionYear: number): string {
  const latestYear = sessionYear - minimumAge;
  return `1 अप्रैल ${latestYear - 1} से 31 मार्च ${latestYear} के बीच`;
}

const bulletDoc = (notes: string[]): RichDoc => ({
  type: 'doc',
  content: [
    {
      type: 'bulletList',
      content: notes.map((note) => ({
        type: 'listItem',
        content: [{ type: 'paragraph', content: [plain(note)] }],
      })),
    },
  ],
});

/** Admission guidelines for the session open at `today` (the age table's dates follow from it). */
export function guidelinesProceduresPage(school: SeedSchool, today: string): PageInput {
  const { name, board, city, emails, phones } = school;
  const startYear = admissionSessionStart(today);
  const session = academicYearLabel(startYear);
  const applyNow = { label: 'Apply Now', ...school.apply };
  return {
    slug: 'guidelines-procedures',
    title: 'Admission Guidelines and Procedure',
    description: `Admission to ${name}, a ${board} school in ${city}: age criteria by class as on 31 March, documents to bring and the steps from registration to the first day.`,
    hi: {
      title: 'प्रवेश के दिशानिर्देश और प्रक्रिया',
      description: `${name} (सीबीएसई से संबद्ध) में प्रवेश: 31 मार्च की स्थिति में कक्षावार आयु-सीमा, साथ लाने वाले दस्तावेज़ और पंजीकरण से विद्यालय के पहले दिन तक के चरण।`,
      hero: {
        eyebrow: 'प्रवेश',
        title: 'प्रवेश के दिशानिर्देश और प्रक्रिया',
        lead: `सत्र ${session} के लिए नर्सरी से कक्षा 9 तक और कक्षा 11 में प्रवेश खुले हैं, सीटें उपलब्ध होने पर। पंजीकरण ऑनलाइन होता है; आगे की प्रक्रिया नीचे दी गई है।`,
        image: school.imageHi('campusGate', 'परिसर का मुख्य द्वार और सुरक्षा केबिन'),
        actions: [{ label: 'अभी आवेदन करें' }],
      },
      cta: {
        title: 'आवेदन के लिए तैयार हैं?',
        text: `सत्र ${session} का पंजीकरण लगभग दस मिनट में हो जाता है। बच्चे का जन्म प्रमाणपत्र और एक फ़ोटो पास रखें।`,
        actions: [{ label: 'अभी आवेदन करें' }, { label: 'शुल्क संरचना देखें' }],
      },
    },
    hero: {
      eyebrow: 'Admissions',
      title: 'Admission Guidelines and Procedure',
      lead: `Admissions for session ${session} are open from Nursery to Class IX and Class XI, subject to seats being available. Registration is online; the steps below explain what happens next.`,
      image: school.image('campusGate'),
      actions: [{ ...applyNow, variant: 'accent' }],
    },
    sections: [
      {
        type: 'section',
        id: 'age-criteria',
        title: 'Age criteria',
        intro: `Minimum age for each class on 31 March ${startYear}, for session ${session}.`,
        hi: {
          title: 'आयु-सीमा',
          intro: `सत्र ${session} के लिए 31 मार्च ${startYear} को हर कक्षा की न्यूनतम आयु।`,
        },
        tone: 'plain',
        blocks: [
          {
            type: 'columns',
            main: [
              {
                type: 'table',
                caption: `Age criteria for session ${session}`,
                hideCaption: true,
                columns: ['Class', `Age on 31 March ${startYear}`, 'Date of birth between'],
                rows: ageRules.map((rule) =>
                  rule.minimumAge === null
                    ? [rule.className, 'See note', rule.note ?? '']
                    : [
                        rule.className,
                        `${rule.minimumAge}+ years`,
                        birthDateRange(rule.minimumAge, startYear),
                      ],
                ),
                hi: {
                  caption: `सत्र ${session} के लिए आयु-सीमा`,
                  columns: ['कक्षा', `31 मार्च ${startYear} को आयु`, 'जन्मतिथि'],
                  rows: ageRules.map((rule) =>
                    rule.minimumAge === null
                      ? [rule.classNameHi, 'टिप्पणी देखें', rule.noteHi ?? '']
                      : [
                          rule.classNameHi,
                          `${rule.minimumAge}+ वर्ष`,
                          birthDateRangeHi(rule.minimumAge, startYear),
                        ],
                  ),
                },
              },
            ],
            side: [
              {
                type: 'aside',
                title: 'Please note',
                doc: bulletDoc([
                  'Age is counted in completed years on 31 March of the year the session begins.',
                  'The date of birth must match the birth certificate; it cannot be changed after admission.',
                  'Admission to Classes X and XII is considered only on transfer, as permitted by CBSE rules.',
                  `25% of the seats at the entry level are reserved for children from economically weaker sections and disadvantaged groups under Section 12(1)(c) of the RTE Act, 2009, through the ${school.region} government’s online process.`,
                ]),
                hi: {
                  title: 'कृपया ध्यान दें',
                  doc: bulletDoc([
                    'आयु की गणना सत्र शुरू होने वाले वर्ष की 31 मार्च को पूरे किए गए वर्षों के आधार पर होती है।',
                    'जन्मतिथि जन्म प्रमाणपत्र के अनुसार ही होनी चाहिए; प्रवेश के बाद इसमें कोई बदलाव नहीं किया जाता।',
                    'कक्षा 10 और 12 में प्रवेश केवल स्थानांतरण (ट्रांसफ़र) पर, सीबीएसई के नियमों के अनुसार ही दिया जाता है।',
                    `आरटीई अधिनियम, 2009 की धारा 12(1)(सी) के अंतर्गत प्रवेश स्तर की 25% सीटें आर्थिक रूप से कमज़ोर और वंचित वर्ग के बच्चों के लिए आरक्षित हैं; इनमें प्रवेश ${school.hindi.region} शासन की ऑनलाइन प्रक्रिया से होता है।`,
                  ]),
                },
              },
            ],
          },
        ],
      },
      {
        type: 'section',
        id: 'admission-procedure',
        title: 'Admission procedure',
        intro: `Registration for session ${session} runs from 15 November ${startYear - 1} to 15 June ${startYear}, or until seats are filled. Admission to classes with seats free during the session is considered case by case.`,
        hi: {
          title: 'प्रवेश प्रक्रिया',
          intro: `सत्र ${session} के लिए पंजीकरण 15 नवंबर ${startYear - 1} से 15 जून ${startYear} तक, या सीटें भरने तक चलता है। सत्र के बीच किसी कक्षा में सीट खाली होने पर प्रवेश पर अलग-अलग विचार किया जाता है।`,
        },
        tone: 'muted',
        blocks: [
          {
            type: 'steps',
            hi: {
              items: [
                {
                  title: 'ऑनलाइन पंजीकरण',
                  text: 'ऑनलाइन पंजीकरण फ़ॉर्म में बच्चे और माता-पिता की जानकारी भरें। पंजीकरण नंबर आपको ई-मेल से मिल जाएगा।',
                },
                {
                  title: 'विद्यालय भ्रमण और बातचीत',
                  text: 'परिवार को परिसर देखने के लिए आमंत्रित किया जाता है। सीनियर केजी तक के बच्चों की शिक्षक के साथ खेल-खेल में अनौपचारिक बातचीत होती है; कक्षा 1 से आगे अंग्रेज़ी और गणित का, और कक्षा 9 व 11 के लिए विज्ञान का भी, एक छोटा और सहज आकलन होता है।',
                },
                {
                  title: 'दस्तावेज़ों का सत्यापन',
                  text: 'नीचे दिए गए मूल दस्तावेज़ और हर एक की एक फ़ोटोकॉपी प्रवेश कार्यालय में लाएँ। जाँच के बाद मूल दस्तावेज़ लौटा दिए जाते हैं।',
                },
                {
                  title: 'प्रवेश की स्वीकृति',
                  text: 'विद्यालय प्रवेश की स्वीकृति ई-मेल से भेजता है, सामान्यतः बातचीत के एक सप्ताह के भीतर। बाकी सब बराबर होने पर सीटें पंजीकरण के क्रम से दी जाती हैं।',
                },
                {
                  title: 'शुल्क जमा और प्रवेश की पुष्टि',
                  text: 'सीट पक्की करने के लिए स्वीकृति मिलने के 7 दिनों के भीतर प्रवेश शुल्क और पहली तिमाही का शुल्क जमा करें। इसके बाद प्रवेश क्रमांक, पुस्तक-सूची और गणवेश की जानकारी दी जाती है।',
                },
                {
                  title: 'ओरिएंटेशन',
                  text: 'सत्र शुरू होने से पहले नए परिवारों को ओरिएंटेशन में बुलाया जाता है, जहाँ वे कक्षा-शिक्षक से मिलते हैं और विद्यालय के दिन की पूरी जानकारी पाते हैं।',
                },
              ],
            },
            items: [
              {
                title: 'Register online',
                text: 'Fill in the online registration form with the child’s and parents’ details. You will receive a registration number by e-mail.',
              },
              {
                title: 'Visit and interaction',
                text: 'We invite the family to see the campus. Children up to Sr. KG have an informal play-based interaction with a teacher; from Class I onwards there is a short, friendly assessment in English, Mathematics and, for Class IX and XI, Science.',
              },
              {
                title: 'Document verification',
                text: 'Bring the original documents listed below, with one photocopy of each, to the admissions office. Originals are returned after checking.',
              },
              {
                title: 'Offer of admission',
                text: 'The school confirms the offer by e-mail, usually within a week of the interaction. Seats are offered in the order of registration where applicants are otherwise equal.',
              },
              {
                title: 'Fee payment and confirmation',
                text: 'Pay the admission fee and the first quarter’s fees within 7 days of the offer to confirm the seat. The admission number, book list and uniform details are then shared.',
              },
              {
                title: 'Orientation',
                text: 'New families are invited to an orientation before the session starts to meet the class teacher and learn how the school day works.',
              },
            ],
          },
        ],
      },
      {
        type: 'section',
        id: 'documents',
        title: 'Documents to bring',
        hi: { title: 'साथ लाने वाले दस्तावेज़' },
        tone: 'plain',
        blocks: [
          {
            type: 'columns',
            main: [
              {
                type: 'cards',
                minWidth: '18rem',
                pointStyle: 'check',
                hi: {
                  items: [
                    {
                      title: 'दस्तावेज़ों की सूची',
                      points: [
                        'नगर निगम/नगर पालिका या जन्म-मृत्यु रजिस्ट्रार द्वारा जारी जन्म प्रमाणपत्र (सभी कक्षाओं के लिए)।',
                        'बच्चे की चार हाल की पासपोर्ट साइज़ फ़ोटो और माता-पिता दोनों की एक-एक फ़ोटो।',
                        'माता-पिता का आधार कार्ड या अन्य पहचान पत्र; बच्चे का आधार या अपार आईडी, यदि बना हो।',
                        'निवास का प्रमाण: बिजली बिल, किरायानामा या पासपोर्ट।',
                        'पिछली उत्तीर्ण कक्षा का रिपोर्ट कार्ड (कक्षा 2 से आगे)।',
                        `पिछले विद्यालय की टीसी (कक्षा 2 से आगे); विद्यालय ${school.hindi.region} के बाहर का हो और सीबीएसई से संबद्ध न हो, तो उस पर जिला शिक्षा अधिकारी के प्रतिहस्ताक्षर आवश्यक हैं।`,
                        'जाति या ईडब्ल्यूएस प्रमाणपत्र, यदि लागू हो।',
                        'टीकाकरण का रिकॉर्ड और पंजीकृत डॉक्टर का संक्षिप्त स्वास्थ्य प्रमाणपत्र।',
                      ],
                    },
                  ],
                },
                items: [
                  {
                    title: 'Checklist of documents',
                    points: [
                      'Birth certificate issued by the municipal body or registrar of births (all classes).',
                      'Four recent passport-size photographs of the child and one of each parent.',
                      'Aadhaar card or other identity proof of the parents; the child’s Aadhaar or APAAR ID, if issued.',
                      'Proof of residence: electricity bill, rent agreement or passport.',
                      'Report card of the last class passed (Class II onwards).',
                      `Transfer Certificate from the previous school (Class II onwards), countersigned by the District Education Officer if the school is outside ${school.region} and not affiliated to CBSE.`,
                      'Caste or EWS certificate, where applicable.',
                      'Immunisation record and a short medical fitness note from a registered doctor.',
                    ],
                  },
                ],
              },
            ],
            side: [
              {
                type: 'aside',
                title: 'Questions about admission?',
                hi: {
                  title: 'प्रवेश के बारे में कोई प्रश्न?',
                  doc: {
                    type: 'doc',
                    content: [
                      {
                        type: 'paragraph',
                        content: [
                          plain('सोमवार से शुक्रवार सुबह 9:00 से दोपहर 3:00 बजे के बीच '),
                          link(emails.admissions, `mailto:${emails.admissions}`),
                          plain(' पर लिखें या '),
                          link(phones[0]!, `tel:${phones[0]!.replace(/\s+/g, '')}`),
                          plain(' पर फ़ोन करें।'),
                        ],
                      },
                      ...richTextOf([
                        'परिसर भ्रमण सोमवार से शनिवार तक होता है; बिना पूर्व सूचना के भी आप आ सकते हैं।',
                      ]).content,
                    ],
                  },
                },
                doc: {
                  type: 'doc',
                  content: [
                    {
                      type: 'paragraph',
                      content: [
                        plain('Write to '),
                        link(emails.admissions, `mailto:${emails.admissions}`),
                        plain(' or call '),
                        link(phones[0]!, `tel:${phones[0]!.replace(/\s+/g, '')}`),
                        plain(' on weekdays between 9:00 AM and 3:00 PM.'),
                      ],
                    },
                    ...richTextOf(['Campus tours run Monday to Saturday; walk-ins are welcome.'])
                      .content,
                  ],
                },
              },
            ],
          },
        ],
      },
    ],
    cta: {
      title: 'Ready to apply?',
      text: `Registration for session ${session} takes about ten minutes. Keep the child’s birth certificate and a photograph at hand.`,
      actions: [
        { ...applyNow, variant: 'light' },
        { label: 'See the fee structure', to: '/fee-structure', variant: 'outlineLight' },
      ],
    },
  };
}
