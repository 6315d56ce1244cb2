import {
  richTextOf,
  type PageInput,
  type PanelBlock,
  type RichDoc,
} from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

/** What one tab says: its label, who the parent meets, when, and what about. */
type StaffTabText = {
  label: string;
  title: string;
  hours: string;
  description: string;
  topics: string[];
};

const topicList = (topics: string[]): RichDoc => ({
  type: 'doc',
  content: [
    {
      type: 'bulletList',
      content: topics.map((topic) => ({
        type: 'listItem',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: topic }] }],
      })),
    },
  ],
});

/** One tab: who the parent meets, when, and what about, in English and in Hindi. */
function staffTab(
  id: string,
  english: StaffTabText,
  hi: StaffTabText,
): { id: string; label: string; blocks: PanelBlock[] } {
  return {
    id,
    label: english.label,
    blocks: [
      {
        type: 'group',
        title: english.title,
        hi: { title: hi.title },
        blocks: [
          {
            type: 'richText',
            doc: richTextOf([english.description]),
            hi: { doc: richTextOf([hi.description]) },
          },
          {
            type: 'keyFacts',
            items: [{ label: 'Visiting hours', value: english.hours }],
            hi: { items: [{ label: 'मिलने का समय', value: hi.hours }] },
          },
        ],
      },
      {
        type: 'aside',
        title: 'Good reasons to visit',
        doc: topicList(english.topics),
        hi: { title: 'किन बातों के लिए मिलें', doc: topicList(hi.topics) },
      },
    ],
  };
}

const staff: Array<{ id: string; english: StaffTabText; hi: StaffTabText }> = [
  {
    id: 'principal',
    english: {
      label: 'Principal',
      title: 'Meeting the Principal',
      hours: '9:00 AM to 3:00 PM, Monday to Friday',
      description:
        'The Principal meets parents by appointment to discuss a child’s overall progress, wellbeing, admissions and any matter that has not been resolved with the class teacher or coordinator.',
      topics: [
        'Admission and class placement',
        'Wellbeing and safety concerns',
        'Feedback and suggestions for the school',
      ],
    },
    hi: {
      label: 'प्रधानाचार्य',
      title: 'प्रधानाचार्य से भेंट',
      hours: 'सुबह 9:00 से दोपहर 3:00 बजे तक, सोमवार से शुक्रवार',
      description:
        'प्रधानाचार्य पूर्व-निर्धारित भेंट पर अभिभावकों से मिलते हैं, ताकि बच्चे की समग्र प्रगति, उसकी खुशहाली, प्रवेश और ऐसी किसी भी बात पर चर्चा हो सके जो कक्षा शिक्षक या समन्वयक के साथ हल नहीं हो पाई हो।',
      topics: [
        'प्रवेश और कक्षा का निर्धारण',
        'बच्चे की खुशहाली और सुरक्षा से जुड़ी चिंताएँ',
        'विद्यालय के लिए प्रतिक्रिया और सुझाव',
      ],
    },
  },
  {
    id: 'coordinator',
    english: {
      label: 'School Coordinator',
      title: 'Meeting the School Coordinator',
      hours: '12:00 PM to 3:00 PM, Monday to Friday',
      description:
        'The coordinators look after teaching and learning in each stage. Meet them about academic progress, assessments, homework, timetables and co-curricular activities.',
      topics: [
        'Academic progress and report cards',
        'Assessments, projects and homework',
        'Clubs, house events and competitions',
      ],
    },
    hi: {
      label: 'विद्यालय समन्वयक',
      title: 'विद्यालय समन्वयक से भेंट',
      hours: 'दोपहर 12:00 से दोपहर 3:00 बजे तक, सोमवार से शुक्रवार',
      description:
        'समन्वयक हर स्तर पर पढ़ाई और सीखने की देखरेख करते हैं। शैक्षणिक प्रगति, मूल्यांकन, गृहकार्य, समय-सारणी और सह-पाठ्यक्रम गतिविधियों के बारे में उनसे मिलें।',
      topics: [
        'शैक्षणिक प्रगति और रिपोर्ट कार्ड',
        'मूल्यांकन, प्रोजेक्ट और गृहकार्य',
        'क्लब, सदन के कार्यक्रम और प्रतियोगिताएँ',
      ],
    },
  },
  {
    id: 'administration',
    english: {
      label: 'Administration',
      title: 'Visiting the administration office',
      hours: '9:00 AM to 3:00 PM, Monday to Friday',
      description:
        'The school office and accounts desk help with fees, certificates, transport, identity cards and updates to your contact details. No appointment is needed for the office.',
      topics: [
        'Fee payments and receipts',
        'Bonafide, transfer and other certificates',
        'Transport routes and pick-up changes',
      ],
    },
    hi: {
      label: 'प्रशासन',
      title: 'प्रशासनिक कार्यालय में आना',
      hours: 'सुबह 9:00 से दोपहर 3:00 बजे तक, सोमवार से शुक्रवार',
      description:
        'विद्यालय कार्यालय और लेखा विभाग शुल्क, प्रमाणपत्र, परिवहन, पहचान-पत्र और आपके संपर्क विवरण में बदलाव के काम में मदद करते हैं। कार्यालय आने के लिए पहले से समय लेने की आवश्यकता नहीं है।',
      topics: [
        'शुल्क का भुगतान और रसीदें',
        'बोनाफ़ाइड, स्थानांतरण और अन्य प्रमाणपत्र',
        'परिवहन के रूट और बच्चे को लेने की व्यवस्था में बदलाव',
      ],
    },
  },
];

export function parentVisitingHoursPage(school: SeedSchool): PageInput {
  const { name, emails, hindi } = school;
  return {
    slug: 'parent-visiting-hours',
    title: 'Parent Visiting Hours',
    description: `When parents can meet the Principal, the School Coordinator and the administration of ${name}, and how to book an appointment.`,
    hi: {
      title: 'अभिभावकों से मिलने का समय',
      description: `अभिभावक ${hindi.name} के प्रधानाचार्य, विद्यालय समन्वयक और प्रशासन से कब मिल सकते हैं, और भेंट का समय कैसे लें।`,
      hero: {
        eyebrow: 'अभिभावक कोना',
        title: 'अभिभावकों से मिलने का समय',
        lead: 'अभिभावकों से मिलकर हमें हमेशा खुशी होती है। विद्यार्थियों के लिए विद्यालय का दिन शांत रहे, इसलिए कर्मचारियों से भेंट नीचे दिए गए समय में होती है।',
        actions: [{ label: 'भेंट का समय लें' }, { label: 'संपर्क करें' }],
      },
    },
    hero: {
      eyebrow: 'Parent Corner',
      title: 'Parent Visiting Hours',
      lead: 'We are always glad to meet parents. To keep the school day calm for students, meetings with staff take place during the hours below.',
      actions: [
        { label: 'Schedule Appointment', to: '/contact', variant: 'accent' },
        { label: 'Contact Us', to: '/contact', variant: 'outlineLight' },
      ],
    },
    sections: [
      {
        type: 'section',
        id: 'who-to-meet',
        title: 'Who to meet, and when',
        hi: { title: 'किससे मिलें, और कब' },
        tone: 'plain',
        blocks: [
          {
            type: 'tabs',
            label: 'Staff visiting hours',
            hi: {
              label: 'कर्मचारियों से मिलने का समय',
              tabs: staff.map((tab) => ({ label: tab.hi.label })),
            },
            tabs: staff.map((tab) => staffTab(tab.id, tab.english, tab.hi)),
          },
        ],
      },
      {
        type: 'section',
        id: 'before-you-visit',
        title: 'Before you visit',
        hi: { title: 'आने से पहले' },
        tone: 'muted',
        blocks: [
          {
            type: 'cards',
            minWidth: '18rem',
            pointStyle: 'check',
            hi: {
              items: [
                {
                  title: 'महत्वपूर्ण सूचना',
                  points: [
                    'कृपया कम से कम एक दिन पहले भेंट का समय लें, ताकि संबंधित कर्मचारी आपको पूरा समय और ध्यान दे सकें।',
                    'पढ़ाई के पीरियड में शिक्षक आगंतुकों से मिलने के लिए अपनी कक्षा नहीं छोड़ सकते।',
                    'अपना अभिभावक पहचान-पत्र या कोई फ़ोटो पहचान-पत्र साथ लाएँ और गेट पर आगंतुक रजिस्टर में हस्ताक्षर करें।',
                    'परीक्षाओं के दौरान भेंट बंद रहती है; तारीखों के लिए विद्यालय कैलेंडर देखें।',
                  ],
                },
                {
                  title: 'पता',
                  text: `${hindi.name}, ${hindi.address}। स्वागत कक्ष मुख्य भवन के भूतल पर, मुख्य द्वार के बाईं ओर है।`,
                },
                {
                  title: 'ई-मेल',
                  text: `भेंट का समय लेने या कोई प्रश्न पूछने के लिए हमें लिखें। हम एक कार्य-दिवस के भीतर उत्तर देते हैं: ${emails.office} या ${emails.principal}।`,
                },
              ],
            },
            items: [
              {
                title: 'Important Notice',
                points: [
                  'Please book an appointment at least one day ahead so that the staff member can give you their full attention.',
                  'Teachers cannot leave their classes to meet visitors during teaching periods.',
                  'Carry your parent identity card or a photo ID and sign the visitor register at the gate.',
                  'Visits are paused during examinations; see the school calendar for dates.',
                ],
              },
              {
                title: 'Location',
                text: `${name}, ${school.address}. The reception is on the ground floor of the main building, to the left of the main gate.`,
              },
              {
                title: 'E-Mail',
                text: `Write to us to book a meeting or ask a question. We reply within one working day: ${emails.office} or ${emails.principal}.`,
              },
            ],
          },
          {
            type: 'actions',
            hi: { actions: [{ label: 'भेंट का समय लें' }, { label: 'संपर्क करें' }] },
            actions: [
              { label: 'Schedule Appointment', to: '/contact' },
              { label: 'Contact Us', to: '/contact', variant: 'secondary' },
            ],
          },
        ],
      },
    ],
  };
}
