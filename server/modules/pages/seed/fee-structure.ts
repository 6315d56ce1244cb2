import { richTextOf, type PageInput, type RichDoc } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

const transportNote: RichDoc = {
  type: 'doc',
  content: [
    ...richTextOf([
      'Routes beyond 15 km are arranged only where enough families share a route. To start or stop transport, give the office one month’s notice in writing.',
    ]).content,
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'Buses, routes and safety rules',
          marks: [{ type: 'link', attrs: { href: '/transport-facilities' } }],
        },
      ],
    },
  ],
};

const transportNoteHi: RichDoc = {
  type: 'doc',
  content: [
    ...richTextOf([
      '15 किमी से आगे के रूट तभी चलाए जाते हैं जब उस रूट पर पर्याप्त परिवार हों। परिवहन शुरू या बंद करने के लिए कार्यालय को एक महीने पहले लिखित सूचना दें।',
    ]).content,
    {
      type: 'paragraph',
      content: [
        {
          type: 'text',
          text: 'बसें, रूट और सुरक्षा के नियम',
          marks: [{ type: 'link', attrs: { href: '/transport-facilities' } }],
        },
      ],
    },
  ],
};

/** The fee structure, first written for `session` (the academic year the page is created in). */
export const feeStructurePage = (school: SeedSchool, session: string): PageInput => ({
  slug: 'fee-structure',
  title: `Fee Structure ${session}`,
  description: `School fees at ${school.name} for session ${session}: admission fee, tuition per quarter and annual charges for Pre-Primary, Primary, Middle and Secondary, transport fees by distance, payment schedule and concessions.`,
  hi: {
    title: `शुल्क संरचना ${session}`,
    description: `${school.name} में सत्र ${session} का शुल्क: प्री-प्राइमरी, प्राइमरी, मिडिल और सेकेंडरी के लिए प्रवेश शुल्क, तिमाही ट्यूशन शुल्क और वार्षिक शुल्क; दूरी के अनुसार परिवहन शुल्क, भुगतान की समय-सारणी और रियायतें।`,
    hero: {
      eyebrow: `सत्र ${session}`,
      title: 'शुल्क संरचना',
      lead: `सत्र ${session} का शुल्क, विद्यालय की प्रबंध समिति द्वारा तय किया गया। ट्यूशन शुल्क चार तिमाही किस्तों में जमा होता है; कोई छिपा हुआ शुल्क नहीं है।`,
    },
    cta: {
      title: 'शुल्क के बारे में कोई प्रश्न?',
      text: `लेखा कार्यालय सोमवार से शुक्रवार सुबह 9:00 से दोपहर 3:00 बजे तक शुल्क से जुड़े प्रश्नों के उत्तर देता है, या ${school.emails.office} पर लिखें।`,
      actions: [{ label: 'कार्यालय से संपर्क करें' }, { label: 'अभी आवेदन करें' }],
    },
  },
  hero: {
    eyebrow: `Session ${session}`,
    title: 'Fee Structure',
    lead: `Fees for session ${session}, as set by the school’s managing committee. Tuition is paid in four quarterly instalments; there are no hidden charges.`,
  },
  sections: [
    {
      type: 'section',
      id: 'school-fees',
      title: 'School fees by stage',
      hi: {
        title: 'कक्षा-स्तर के अनुसार शुल्क',
        intro:
          'सभी राशियाँ भारतीय रुपये में हैं। वार्षिक कुल राशि चार तिमाहियों के ट्यूशन शुल्क और वार्षिक शुल्क का योग है; प्रवेश शुल्क केवल एक बार, प्रवेश के समय लिया जाता है।',
      },
      intro:
        'All amounts are in Indian rupees. The yearly total is four quarters of tuition plus the annual charges; the admission fee is paid once, on joining.',
      tone: 'plain',
      blocks: [
        {
          type: 'feeTable',
          caption: `School fees for session ${session}`,
          hi: {
            caption: `सत्र ${session} का विद्यालय शुल्क`,
            rows: [
              { stage: 'प्री-प्राइमरी', classes: 'नर्सरी, जूनियर केजी, सीनियर केजी' },
              { stage: 'प्राइमरी', classes: 'कक्षा 1 से 5' },
              { stage: 'मिडिल', classes: 'कक्षा 6 से 8' },
              { stage: 'सेकेंडरी', classes: 'कक्षा 9 से 12' },
            ],
          },
          rows: [
            {
              stage: 'Pre-Primary',
              classes: 'Nursery, Jr. KG, Sr. KG',
              admissionFee: 15000,
              tuitionPerQuarter: 9000,
              annualCharges: 6000,
            },
            {
              stage: 'Primary',
              classes: 'Classes I to V',
              admissionFee: 20000,
              tuitionPerQuarter: 10500,
              annualCharges: 7500,
            },
            {
              stage: 'Middle',
              classes: 'Classes VI to VIII',
              admissionFee: 20000,
              tuitionPerQuarter: 12000,
              annualCharges: 8500,
            },
            {
              stage: 'Secondary',
              classes: 'Classes IX to XII',
              admissionFee: 25000,
              tuitionPerQuarter: 13500,
              annualCharges: 9500,
            },
          ],
        },
        {
          type: 'richText',
          small: true,
          doc: richTextOf([
            'Annual charges cover the student diary and identity card, laboratory and computer consumables, sports and house activities, the insurance cover for every student, and the school’s learning platform.',
          ]),
          hi: {
            doc: richTextOf([
              'वार्षिक शुल्क में विद्यार्थी डायरी और पहचान पत्र, प्रयोगशाला और कंप्यूटर की सामग्री, खेल और सदन गतिविधियाँ, हर विद्यार्थी का बीमा और विद्यालय का लर्निंग प्लेटफ़ॉर्म शामिल है।',
            ]),
          },
        },
      ],
    },
    {
      type: 'section',
      id: 'transport-fees',
      title: 'Transport fees',
      hi: {
        title: 'परिवहन शुल्क',
        intro: 'विद्यालय परिवहन वैकल्पिक है। शुल्क पिक-अप पॉइंट से विद्यालय तक सड़क की दूरी के अनुसार लगता है।',
      },
      intro:
        'Transport is optional. The fee depends on the distance from the pick-up point to the school, by road.',
      tone: 'muted',
      blocks: [
        {
          type: 'columns',
          main: [
            {
              type: 'transportFees',
              caption: `Transport fees for session ${session}`,
              hi: {
                caption: `सत्र ${session} का परिवहन शुल्क`,
                rows: [
                  { distance: '3 किमी तक' },
                  { distance: '3 से 6 किमी' },
                  { distance: '6 से 10 किमी' },
                  { distance: '10 से 15 किमी' },
                ],
              },
              rows: [
                { distance: 'Up to 3 km', perQuarter: 2400 },
                { distance: '3 to 6 km', perQuarter: 3000 },
                { distance: '6 to 10 km', perQuarter: 3600 },
                { distance: '10 to 15 km', perQuarter: 4200 },
              ],
            },
          ],
          side: [
            {
              type: 'aside',
              title: 'About school transport',
              doc: transportNote,
              hi: { title: 'विद्यालय परिवहन के बारे में', doc: transportNoteHi },
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'payment-schedule',
      title: 'Payment schedule',
      hi: { title: 'भुगतान की समय-सारणी' },
      tone: 'plain',
      blocks: [
        {
          type: 'columns',
          main: [
            {
              type: 'table',
              caption: 'Quarterly payment schedule',
              hi: {
                caption: 'तिमाही भुगतान की समय-सारणी',
                columns: ['किस्त', 'महीने', 'अंतिम तिथि', 'शामिल'],
                rows: [
                  ['पहली तिमाही', 'अप्रैल से जून', '10 अप्रैल', 'ट्यूशन, वार्षिक शुल्क, परिवहन'],
                  ['दूसरी तिमाही', 'जुलाई से सितंबर', '10 जुलाई', 'ट्यूशन, परिवहन'],
                  ['तीसरी तिमाही', 'अक्टूबर से दिसंबर', '10 अक्टूबर', 'ट्यूशन, परिवहन'],
                  ['चौथी तिमाही', 'जनवरी से मार्च', '10 जनवरी', 'ट्यूशन, परिवहन'],
                ],
              },
              hideCaption: true,
              columns: ['Instalment', 'Months', 'Due by', 'Includes'],
              rows: [
                ['Quarter 1', 'April to June', '10 April', 'Tuition, annual charges, transport'],
                ['Quarter 2', 'July to September', '10 July', 'Tuition, transport'],
                ['Quarter 3', 'October to December', '10 October', 'Tuition, transport'],
                ['Quarter 4', 'January to March', '10 January', 'Tuition, transport'],
              ],
            },
            {
              type: 'richText',
              small: true,
              doc: richTextOf([
                'A late fee of ₹100 per week applies after the due date. If fees remain unpaid at the end of a quarter, the school writes to the parents and may withhold the report card until they are paid.',
              ]),
              hi: {
                doc: richTextOf([
                  'अंतिम तिथि के बाद हर सप्ताह ₹100 विलंब शुल्क लगता है। यदि तिमाही के अंत तक शुल्क जमा नहीं होता, तो विद्यालय अभिभावकों को लिखित सूचना देता है और शुल्क जमा होने तक रिपोर्ट कार्ड रोक सकता है।',
                ]),
              },
            },
          ],
          side: [
            {
              type: 'cards',
              pointStyle: 'check',
              minWidth: '16rem',
              hi: {
                items: [
                  {
                    title: 'भुगतान कैसे करें',
                    points: [
                      'आपके पंजीकृत मोबाइल नंबर पर भेजे गए शुल्क लिंक से UPI या नेट बैंकिंग द्वारा।',
                      'लेखा कार्यालय में डेबिट या क्रेडिट कार्ड से, सोमवार से शुक्रवार, सुबह 9:00 से दोपहर 3:00 बजे तक।',
                      `“${school.name}” के नाम चेक या डिमांड ड्राफ्ट, ${school.hindi.locality} में देय; पीछे विद्यार्थी का नाम और प्रवेश क्रमांक लिखें।`,
                      'परिवारों और कर्मचारियों की सुरक्षा के लिए नकद भुगतान स्वीकार नहीं किया जाता।',
                    ],
                  },
                ],
              },
              items: [
                {
                  title: 'How to pay',
                  points: [
                    'UPI or net banking through the fee link sent to your registered mobile number.',
                    'Debit or credit card at the accounts office, Monday to Friday, 9:00 AM to 3:00 PM.',
                    `Cheque or demand draft in favour of “${school.name}”, payable at ${school.locality}, with the student’s name and admission number on the back.`,
                    'Cash is not accepted, for the safety of families and staff.',
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
      id: 'concessions',
      title: 'Concessions',
      hi: {
        title: 'शुल्क में रियायतें',
        intro:
          'एक विद्यार्थी को एक समय में केवल एक रियायत मिलती है: वह, जो परिवार के लिए सबसे अधिक लाभकारी हो।',
      },
      intro:
        'Only one concession applies to a student at a time: the one most favourable to the family.',
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '18rem',
          hi: {
            items: [
              {
                title: 'भाई-बहन रियायत',
                text: 'बड़े भाई या बहन के विद्यालय में पढ़ते रहने तक दूसरे बच्चे के ट्यूशन शुल्क में 10% और तीसरे बच्चे के ट्यूशन शुल्क में 15% की छूट।',
              },
              {
                title: 'कर्मचारियों के बच्चे',
                text: 'स्थायी शिक्षण और गैर-शिक्षण कर्मचारियों के बच्चों के ट्यूशन शुल्क में 50% की छूट।',
              },
              {
                title: 'पूरे वर्ष का एकमुश्त भुगतान',
                text: 'चारों तिमाहियों का शुल्क 10 अप्रैल तक जमा करने पर वर्ष के ट्यूशन शुल्क में 2% की छूट।',
              },
              {
                title: 'आरटीई सीटें',
                text: 'आरटीई अधिनियम, 2009 की धारा 12(1)(ग) के अंतर्गत प्रवेश पाए बच्चों से ट्यूशन शुल्क नहीं लिया जाता; इसकी प्रतिपूर्ति राज्य सरकार करती है।',
              },
              {
                title: 'आर्थिक कठिनाई',
                text: 'अचानक आर्थिक कठिनाई में पड़े परिवार प्रधानाचार्य को लिखित आवेदन दे सकते हैं। प्रबंध समिति हर मामले पर गोपनीय रूप से विचार करती है।',
              },
            ],
          },
          items: [
            {
              title: 'Sibling concession',
              text: '10% of tuition for the second child and 15% for the third, while the elder sibling studies at the school.',
            },
            {
              title: 'Children of staff',
              text: '50% of tuition for the children of permanent teaching and non-teaching staff.',
            },
            {
              title: 'Full-year payment',
              text: '2% of the year’s tuition when all four quarters are paid by 10 April.',
            },
            {
              title: 'RTE seats',
              text: 'Children admitted under Section 12(1)(c) of the RTE Act, 2009 study free of tuition; the State Government reimburses the school.',
            },
            {
              title: 'Financial hardship',
              text: 'Families facing sudden hardship may apply in writing to the Principal. Each case is considered in confidence by the managing committee.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'please-note',
      title: 'Please note',
      hi: { title: 'कृपया ध्यान दें' },
      tone: 'plain',
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              `सभी राशियाँ सत्र ${session} के लिए हैं और विद्यालय की प्रबंध समिति द्वारा तय की गई हैं। इनकी समीक्षा वर्ष में एक बार होती है और कोई भी बदलाव नए सत्र से पहले घोषित किया जाता है।`,
              'प्रवेश शुल्क केवल एक बार, सीट पक्की होने पर लिया जाता है और वापस नहीं होता।',
              'कक्षा 9 से 12 के बोर्ड पंजीकरण और परीक्षा शुल्क सीबीएसई की अधिसूचित दरों पर अलग से लिए जाते हैं।',
              'किताबें, कॉपियाँ और गणवेश अभिभावक पुस्तक-सूची में बताए गए विक्रेताओं से खरीदते हैं; विद्यालय इन पर कोई लाभ नहीं लेता।',
            ],
          },
          items: [
            `All figures are for session ${session} and are set by the school’s managing committee. They are reviewed once a year and any change is announced before the new session.`,
            'The admission fee is paid once, when a seat is confirmed, and is not refundable.',
            'Board registration and examination fees for Classes IX to XII are charged by CBSE at the rates it notifies and collected separately.',
            'Books, notebooks and uniform are bought by parents from the vendors named in the book list; the school makes no profit on them.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Questions about fees?',
    text: `The accounts office answers fee questions on weekdays from 9:00 AM to 3:00 PM, or write to ${school.emails.office}.`,
    actions: [
      { label: 'Contact the office', to: '/contact', variant: 'light' },
      {
        label: 'Apply Now',
        ...school.apply,
        variant: 'outlineLight',
      },
    ],
  },
});
