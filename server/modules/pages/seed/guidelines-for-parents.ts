import type { PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const guidelinesForParentsPage = (school: SeedSchool): PageInput => ({
  slug: 'guidelines-for-parents',
  title: 'Guidelines for Parents',
  description: `How parents of ${school.name} work with the school: communication, drop-off and pick-up, homework, health, fees and the I-Care child-safety program.`,
  hi: {
    title: 'अभिभावकों के लिए दिशानिर्देश',
    description: `${school.hindi.name} के अभिभावक विद्यालय के साथ कैसे मिलकर काम करते हैं: संपर्क, बच्चे को छोड़ना और लेना, गृहकार्य, स्वास्थ्य, शुल्क और आई-केयर बाल सुरक्षा कार्यक्रम।`,
    hero: {
      eyebrow: 'अभिभावक कोना',
      title: 'अभिभावकों के लिए दिशानिर्देश',
      lead: 'जब घर और विद्यालय एक ही दिशा में साथ चलते हैं, तब बच्चे सबसे अच्छा करते हैं। ये दिशानिर्देश बताते हैं कि हम आपसे कैसे संपर्क में रहते हैं और आप विद्यालय में अपने बच्चे के दिन में कैसे सहयोग कर सकते हैं।',
      image: school.imageHi('students', 'परिसर के आँगन में साथ-साथ चलते विद्यार्थी'),
    },
    cta: {
      title: 'क्या आप हमसे मिलना चाहेंगे?',
      text: 'शिक्षक, समन्वयक और प्रधानाचार्य मिलने के समय में पूर्व-निर्धारित भेंट पर अभिभावकों से मिलते हैं।',
      actions: [{ label: 'अभिभावकों से मिलने का समय' }, { label: 'विद्यालय से संपर्क करें' }],
    },
  },
  hero: {
    eyebrow: 'Parent Corner',
    title: 'Guidelines for Parents',
    lead: 'Children do best when home and school pull in the same direction. These guidelines explain how we keep in touch with you and how you can support your child’s day at school.',
    image: school.image('students'),
  },
  sections: [
    {
      type: 'section',
      id: 'working-together',
      title: 'Working together',
      hi: { title: 'मिलकर काम करना' },
      tone: 'plain',
      blocks: [
        {
          type: 'cards',
          minWidth: '20rem',
          pointStyle: 'check',
          hi: {
            items: [
              {
                title: 'संपर्क में रहना',
                points: [
                  'विद्यालय डायरी और विद्यालय के संदेश हर दिन पढ़ें और कहे जाने पर नोट पर हस्ताक्षर करें।',
                  `रोज़मर्रा की किसी भी बात के लिए कक्षा शिक्षक को डायरी में लिखें या ${school.emails.office} पर ई-मेल करें।`,
                  'शिक्षकों से कक्षा के समय में नहीं, बल्कि अभिभावकों से मिलने के समय में पूर्व-निर्धारित भेंट पर मिलें।',
                  'हर अभिभावक-शिक्षक बैठक में आएँ; इनकी तारीखें शैक्षणिक कैलेंडर में दी गई हैं।',
                  'पता, फ़ोन नंबर या ई-मेल में कोई भी बदलाव होने पर कार्यालय को तुरंत बताएँ।',
                ],
              },
              {
                title: 'बच्चे को छोड़ना और लेना',
                points: [
                  'अपने बच्चे को विद्यालय का दिन शुरू होने से कम से कम 15 मिनट पहले लाएँ।',
                  'मुख्य द्वार पर बने ड्रॉप-ऑफ़ स्थान का उपयोग करें और पहुँच मार्ग पर गाड़ी न खड़ी करें।',
                  'बच्चे केवल अभिभावकों को या पिक-अप कार्ड में दर्ज वयस्कों को ही सौंपे जाते हैं।',
                  'यदि कोई नया व्यक्ति आपके बच्चे को लेने आ रहा है, तो कार्यालय को पहले से लिखित में सूचित करें।',
                ],
              },
              {
                title: 'घर पर पढ़ाई में सहयोग',
                points: [
                  'गृहकार्य और पढ़ने के लिए एक नियमित समय और एक शांत जगह तय करें।',
                  'अपने बच्चे को अपना काम स्वयं करने के लिए प्रोत्साहित करें; प्रश्नों में मदद करें, उत्तर न बताएँ।',
                  'एक शाम पहले देख लें कि बस्ता समय-सारणी के अनुसार तैयार है।',
                  'स्क्रीन के सामने बिताया जाने वाला समय सीमित रखें और हर दिन अपने बच्चे से बात करें कि उसने क्या सीखा।',
                ],
              },
              {
                title: 'स्वास्थ्य और खुशहाली',
                points: [
                  'बुखार या किसी संक्रामक बीमारी में अपने बच्चे को घर पर ही रखें।',
                  'एलर्जी, दवाओं या किसी लंबी स्वास्थ्य समस्या के बारे में विद्यालय को बताएँ।',
                  'घर का बना पौष्टिक भोजन भेजें; जंक फ़ूड और कोल्ड ड्रिंक की अनुमति नहीं है।',
                  'टीकाकरण का रिकॉर्ड अद्यतन रखें और उसकी एक प्रति विद्यालय की नर्स को दें।',
                ],
              },
              {
                title: 'शुल्क और अभिलेख',
                points: [
                  'हर तिमाही का शुल्क शुल्क संरचना पृष्ठ पर दी गई अंतिम तारीख तक जमा करें।',
                  'रसीदें सँभालकर रखें; किसी भी सुधार या धनवापसी के लिए इनकी ज़रूरत होती है।',
                  'रिपोर्ट कार्ड मिलने के तीन दिनों के भीतर उसे देखकर हस्ताक्षर करें।',
                  'यदि आप अपने बच्चे का नाम विद्यालय से कटवाना चाहते हैं, तो एक महीने पहले लिखित सूचना दें।',
                ],
              },
              {
                title: 'सुरक्षा और आई-केयर कार्यक्रम',
                points: [
                  'अपने बच्चे को उसका पूरा नाम, आपका फ़ोन नंबर और उसके विद्यालय का नाम सिखाएँ।',
                  'सुरक्षित और असुरक्षित स्पर्श के बारे में खुलकर बात करें; विद्यालय में हमारे आई-केयर सत्र भी यही सिखाते हैं।',
                  'अपने बच्चे की सुरक्षा से जुड़ी कोई भी चिंता बिना देर किए प्रधानाचार्य को बताएँ।',
                  'विद्यालय के कार्यक्रमों में खींची गई दूसरे बच्चों की फ़ोटो सोशल मीडिया पर न डालें।',
                ],
              },
            ],
          },
          items: [
            {
              title: 'Staying in touch',
              points: [
                'Read the school diary and the school’s messages every day and sign notes when asked.',
                `Write to the class teacher in the diary or e-mail ${school.emails.office} for anything routine.`,
                'Meet teachers by appointment during the parent visiting hours, not in class time.',
                'Attend every Parent-Teacher Meeting; the dates are in the academic calendar.',
                'Tell the office at once about any change of address, phone number or e-mail.',
              ],
            },
            {
              title: 'Drop-off and pick-up',
              points: [
                'Bring your child at least 15 minutes before the school day begins.',
                'Use the drop-off bay at the main gate and do not park on the approach road.',
                'Children are handed over only to parents or to adults named on the pick-up card.',
                'If someone new is collecting your child, inform the office in writing in advance.',
              ],
            },
            {
              title: 'Supporting learning at home',
              points: [
                'Set a regular time and a quiet place for homework and reading.',
                'Encourage your child to do the work themselves; help with questions, not answers.',
                'Check that the school bag is packed from the timetable the evening before.',
                'Limit screen time and talk with your child about what they learnt each day.',
              ],
            },
            {
              title: 'Health and wellbeing',
              points: [
                'Keep your child at home when they have fever or an infectious illness.',
                'Tell the school about allergies, medication or any long-term health condition.',
                'Send a healthy, home-made lunch; junk food and fizzy drinks are not allowed.',
                'Keep the immunisation record up to date and share a copy with the school nurse.',
              ],
            },
            {
              title: 'Fees and records',
              points: [
                'Pay fees by the due date of each quarter shown on the fee structure page.',
                'Keep receipts; they are needed for any correction or refund.',
                'Check report cards and sign them within three days of receiving them.',
                'Give one month’s written notice if you plan to withdraw your child.',
              ],
            },
            {
              title: 'Safety and the I-Care program',
              points: [
                'Teach your child their full name, your phone number and the name of their school.',
                'Talk openly about safe and unsafe touch; our I-Care sessions cover the same at school.',
                'Report any concern about your child’s safety to the Principal without delay.',
                'Do not post photos of other children from school events on social media.',
              ],
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Would you like to meet us?',
    text: 'Teachers, the coordinator and the Principal meet parents by appointment during the visiting hours.',
    actions: [
      {
        label: 'Parent visiting hours',
        to: '/parent-visiting-hours',
      },
      {
        label: 'Contact the school',
        to: '/contact',
      },
    ],
  },
});
