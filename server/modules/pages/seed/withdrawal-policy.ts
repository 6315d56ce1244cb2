import type { PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const withdrawalPolicyPage = (school: SeedSchool): PageInput => ({
  slug: 'withdrawal-policy',
  title: 'Withdrawal Policy',
  description: `How to withdraw a student from ${school.name}: one month's written notice, settling fees and dues, and how and when the Transfer Certificate (TC) is issued.`,
  hi: {
    title: 'विद्यालय छोड़ने की नीति',
    description: `${school.name} से बच्चे का नाम कटवाने की प्रक्रिया: एक महीने पहले लिखित सूचना, शुल्क और बकाया का निपटारा, और स्थानांतरण प्रमाणपत्र (टीसी) कैसे और कब मिलता है।`,
    hero: {
      eyebrow: 'प्रवेश · नीतियाँ',
      title: 'विद्यालय छोड़ने की नीति',
      lead: 'किसी विद्यार्थी का विद्यालय छोड़ना हमें अच्छा नहीं लगता, फिर भी हम यह प्रक्रिया सरल और स्पष्ट रखते हैं। आवेदन करने से पहले कृपया नीचे दी गई सूचना-अवधि और शुल्क के नियम पढ़ लें।',
    },
    cta: {
      title: 'किसी टीसी का सत्यापन करना है?',
      text: 'विद्यालय और अभिभावक हमारे द्वारा जारी किसी भी स्थानांतरण प्रमाणपत्र का मिलान प्रकाशित सूची से कर सकते हैं।',
      actions: [{ label: 'जारी टीसी देखें' }, { label: 'शुल्क संरचना' }],
    },
  },
  hero: {
    eyebrow: 'Admissions · Policies',
    title: 'Withdrawal Policy',
    lead: 'We are sorry to see a student leave, and we make the process simple and predictable. Please read the notice period and fee rules below before you apply.',
  },
  sections: [
    {
      type: 'section',
      id: 'at-a-glance',
      title: 'At a glance',
      hi: { title: 'एक नज़र में' },
      tone: 'plain',
      blocks: [
        {
          type: 'keyFacts',
          hi: {
            items: [
              {
                label: 'सूचना-अवधि',
                value: '1 महीना',
                note: 'उपस्थिति के अंतिम दिन से पहले लिखित सूचना।',
              },
              {
                label: 'टीसी मिलने की अवधि',
                value: '7 कार्य-दिवस',
                note: 'सारा बकाया जमा होने और आवेदन पूरा होने के बाद।',
              },
              {
                label: 'सत्र के अंत में छोड़ने की सूचना',
                value: '28 फ़रवरी तक',
                note: '31 मार्च को सत्र समाप्त होने पर विद्यालय छोड़ने वाले विद्यार्थियों के लिए।',
              },
              {
                label: 'टीसी शुल्क',
                value: 'कोई नहीं',
                note: 'स्थानांतरण प्रमाणपत्र की पहली प्रति निःशुल्क है।',
              },
            ],
          },
          items: [
            {
              label: 'Notice period',
              value: '1 month',
              note: 'Written notice before the last day of attendance.',
            },
            {
              label: 'TC issued within',
              value: '7 working days',
              note: 'After all dues are cleared and the application is complete.',
            },
            {
              label: 'End-of-session notice',
              value: 'By 28 February',
              note: 'For students leaving when the session closes on 31 March.',
            },
            {
              label: 'TC fee',
              value: 'None',
              note: 'The first copy of the Transfer Certificate is free.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'the-rules-in-detail',
      title: 'The rules in detail',
      hi: { title: 'नियम विस्तार से' },
      tone: 'muted',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          pointStyle: 'check',
          hi: {
            items: [
              {
                title: 'सूचना-अवधि',
                points: [
                  'अभिभावक कम से कम एक महीने पहले लिखित सूचना दें, विद्यालय छोड़ने के फ़ॉर्म पर या पंजीकृत ई-मेल पते से।',
                  'इससे कम समय की सूचना देने पर सूचना-अवधि के बदले एक महीने का ट्यूशन शुल्क लिया जाता है।',
                  'सत्र के अंत में विद्यालय छोड़ने की सूचना 28 फ़रवरी तक कार्यालय में पहुँच जानी चाहिए; उसके बाद अगले सत्र की पहली तिमाही का ट्यूशन शुल्क देय होगा।',
                  'विद्यालय परिवहन एक महीने की लिखित सूचना देकर अलग से बंद कराया जा सकता है।',
                ],
              },
              {
                title: 'शुल्क का निपटारा',
                points: [
                  'जिस तिमाही में विद्यार्थी विद्यालय छोड़ता है, उस पूरी तिमाही का ट्यूशन शुल्क देय है।',
                  'सत्र शुरू होने के बाद प्रवेश शुल्क और वार्षिक शुल्क वापस नहीं होते।',
                  'आगे की तिमाहियों के लिए अग्रिम जमा शुल्क 30 दिनों के भीतर बैंक ट्रांसफ़र से पूरी लौटा दिया जाता है।',
                  'पुस्तकालय की किताबें, पहचान पत्र और विद्यालय की कोई भी वस्तु लौटानी होती है, अन्यथा उसकी कीमत समायोजित की जाती है।',
                ],
              },
              {
                title: 'स्थानांतरण प्रमाणपत्र (टीसी)',
                points: [
                  'टीसी सीबीएसई द्वारा निर्धारित प्रारूप में, प्रधानाचार्य के हस्ताक्षर और विद्यालय की मुहर के साथ जारी होती है।',
                  'आवेदन पूरा होने और नो-ड्यूज़ पर्ची पर हस्ताक्षर होने के 7 कार्य-दिवसों के भीतर टीसी तैयार हो जाती है।',
                  'टीसी केवल रिकॉर्ड में दर्ज माता-पिता या अभिभावक को, उनके हस्ताक्षर लेकर, दी जाती है, या अनुरोध पर रजिस्टर्ड डाक से भेजी जाती है।',
                  'जारी हर टीसी अपने क्रमांक के साथ "जारी टीसी" पेज पर दर्ज होती है, ताकि नया विद्यालय उसका सत्यापन कर सके।',
                ],
              },
              {
                title: 'अन्य दस्तावेज़',
                points: [
                  'अनुरोध पर टीसी के साथ नवीनतम रिपोर्ट कार्ड और चरित्र प्रमाणपत्र भी दिया जाता है।',
                  'मूल टीसी खो जाने पर, शपथ-पत्र के साथ लिखित आवेदन देने पर "डुप्लीकेट" अंकित टीसी जारी की जाती है।',
                  'सीबीएसई में पंजीकृत कक्षा 9 से 12 के विद्यार्थियों का पंजीकरण विवरण सीबीएसई के नियमों के अनुसार स्थानांतरित किया जाता है।',
                  'अपार आईडी और शैक्षणिक रिकॉर्ड अद्यतन कर दिए जाते हैं, ताकि नया विद्यालय उन्हें आगे जारी रख सके।',
                ],
              },
            ],
          },
          items: [
            {
              title: 'Notice period',
              points: [
                'Parents give at least one month’s notice in writing, on the withdrawal form or by e-mail from the registered address.',
                'If less notice is given, one month’s tuition fee is charged in lieu of notice.',
                'Notice for students leaving at the end of the session must reach the office by 28 February; after that date the first quarter’s tuition of the next session is payable.',
                'Transport can be stopped separately with one month’s written notice.',
              ],
            },
            {
              title: 'Fee settlement',
              points: [
                'Tuition is payable for the full quarter in which the student leaves.',
                'The admission fee and annual charges are not refundable once the session has begun.',
                'Fees paid in advance for later quarters are refunded in full by bank transfer within 30 days.',
                'Library books, the identity card and any school property must be returned, or their cost is adjusted.',
              ],
            },
            {
              title: 'Transfer Certificate (TC)',
              points: [
                'The TC is issued in the format prescribed by CBSE, signed by the Principal and bearing the school seal.',
                'It is ready within 7 working days once the application is complete and the no-dues slip is signed.',
                'The TC is handed only to a parent or guardian on record, who signs for it, or sent by registered post on request.',
                'Every TC issued is listed by number on the Issued TCs page so that a new school can verify it.',
              ],
            },
            {
              title: 'Other documents',
              points: [
                'The latest report card and a character certificate are given with the TC on request.',
                'A duplicate TC, marked “Duplicate”, is issued on a written application with an affidavit if the original is lost.',
                'Students of Classes IX to XII registered with CBSE have their registration details transferred as per CBSE rules.',
                'APAAR ID and academic records are updated so the new school can continue them.',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'how-to-withdraw-your-child',
      title: 'How to withdraw your child',
      hi: { title: 'बच्चे का नाम कैसे कटवाएँ' },
      tone: 'plain',
      blocks: [
        {
          type: 'steps',
          hi: {
            items: [
              {
                title: 'लिखित सूचना दें',
                text: `विद्यालय कार्यालय में नाम कटवाने का फ़ॉर्म भरें, या अपने पंजीकृत ई-मेल पते से ${school.emails.office} पर लिखें, जिसमें उपस्थिति का अंतिम दिन और विद्यालय छोड़ने का कारण बताएँ।`,
              },
              {
                title: 'सारा बकाया चुकाएँ',
                text: 'लेखा कार्यालय शुल्क की स्थिति बताता है; नो-ड्यूज़ पर्ची पाने के लिए पुस्तकालय की किताबें, पहचान पत्र और विद्यालय की अन्य वस्तुएँ लौटा दें।',
              },
              {
                title: 'टीसी प्राप्त करें',
                text: 'स्थानांतरण प्रमाणपत्र, रिपोर्ट कार्ड और माँगे गए अन्य प्रमाणपत्र 7 कार्य-दिवसों के भीतर तैयार हो जाते हैं।',
              },
              {
                title: 'शुल्क वापसी, यदि बनती हो',
                text: 'आगे की तिमाहियों के लिए अग्रिम जमा शुल्क 30 दिनों के भीतर आपके बैंक खाते में लौटा दिया जाता है।',
              },
            ],
          },
          items: [
            {
              title: 'Give written notice',
              text: `Fill in the withdrawal form at the school office, or write to ${school.emails.office} from your registered e-mail address, giving the last day of attendance and the reason for leaving.`,
            },
            {
              title: 'Clear all dues',
              text: 'The accounts office confirms the fee position; return library books, the identity card and any school property to receive the no-dues slip.',
            },
            {
              title: 'Collect the TC',
              text: 'The Transfer Certificate, the report card and any certificates you asked for are ready within 7 working days.',
            },
            {
              title: 'Refund, if any',
              text: 'Fees paid in advance for later quarters are returned to your bank account within 30 days.',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Need to verify a TC?',
    text: 'Schools and parents can check any Transfer Certificate we have issued against the published list.',
    actions: [
      {
        label: 'View issued TCs',
        to: '/view-issued-tcs',
      },
      {
        label: 'Fee structure',
        to: '/fee-structure',
      },
    ],
  },
});
