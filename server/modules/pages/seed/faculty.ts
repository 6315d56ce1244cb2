import { richTextOf, type PageInput, type PageSection } from '#contracts/content/pages.ts';
import { demoSchoolFacts } from '#server/modules/pages/seed/demo-school-facts.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

const teacherCount = demoSchoolFacts.teachers;
/** Every teacher receives at least this many hours of professional development a year. */
const developmentHours = 60;

/** The faculty: staff keep the teachers' names, subjects and photos up to date in the Pages tab. */
/** The demo school's teachers in figures (server/modules/pages/seed/demo-school-facts.ts). */
const teamInFigures: PageSection = {
  type: 'section',
  id: 'figures',
  title: 'Our team in figures',
  hi: { title: 'आँकड़ों में हमारी टीम' },
  tone: 'muted',
  blocks: [
    {
      type: 'stats',
      hi: {
        label: 'आँकड़ों में हमारी टीम',
        items: [
          {
            value: String(teacherCount),
            label: 'पूर्णकालिक शिक्षक, अतिथि प्रशिक्षकों और विशेषज्ञों के सहयोग के साथ',
          },
          {
            value: `${developmentHours}+ घंटे`,
            label: 'का व्यावसायिक प्रशिक्षण, हर शिक्षक के लिए, हर वर्ष',
          },
          { value: '9', label: 'विभाग, प्री-प्राइमरी से सीनियर सेकेंडरी तक' },
          {
            value: '100%',
            label: 'शिक्षकों के पास अपने स्तर के लिए ज़रूरी व्यावसायिक योग्यता है',
          },
        ],
      },
      label: 'Our team in figures',
      items: [
        {
          value: String(teacherCount),
          label: 'full-time teachers, supported by visiting coaches and specialists',
        },
        {
          value: `${developmentHours}+ hours`,
          label: 'of professional development for every teacher, every year',
        },
        { value: '9', label: 'departments, from Pre-Primary to Senior Secondary' },
        {
          value: '100%',
          label: 'of teachers hold the professional qualification required for their stage',
        },
      ],
    },
  ],
};

/** The demo school's heads of department, by name. */
const headsOfDepartment: PageSection = {
  type: 'section',
  id: 'heads-of-department',
  title: 'Heads of department',
  intro: 'The teachers who lead each department and are glad to hear from parents.',
  hi: {
    title: 'विभागाध्यक्ष',
    intro: 'हर विभाग का नेतृत्व करने वाले शिक्षक, जो अभिभावकों से बात करके प्रसन्न होते हैं।',
  },
  tone: 'muted',
  blocks: [
    {
      type: 'people',
      // Names stay as written (the glossary); the roles are translated.
      hi: {
        label: 'विभागाध्यक्ष',
        people: [
          { name: 'Ms. Kavita Nair', role: 'प्री-प्राइमरी' },
          { name: 'Mrs. Anjali Verma', role: 'भाषाएँ: अंग्रेज़ी' },
          { name: 'Mr. Rakesh Tiwari', role: 'गणित' },
          { name: 'Dr. Sunita Rao', role: 'विज्ञान: जीव विज्ञान' },
          { name: 'Mr. Arvind Mishra', role: 'सामाजिक विज्ञान' },
          { name: 'Ms. Pooja Agrawal', role: 'कंप्यूटर विज्ञान' },
          { name: 'Mr. Deepak Sahu', role: 'प्रदर्शन और दृश्य कलाएँ: संगीत' },
          { name: 'Mr. Manoj Yadav', role: 'शारीरिक शिक्षा' },
          { name: 'Ms. Ritu Chandrakar', role: 'विद्यार्थी सहायता: परामर्शदाता' },
        ],
      },
      label: 'Heads of department',
      people: [
        { name: 'Ms. Kavita Nair', role: 'Pre-Primary' },
        { name: 'Mrs. Anjali Verma', role: 'Languages: English' },
        { name: 'Mr. Rakesh Tiwari', role: 'Mathematics' },
        { name: 'Dr. Sunita Rao', role: 'Science: Biology' },
        { name: 'Mr. Arvind Mishra', role: 'Social Science' },
        { name: 'Ms. Pooja Agrawal', role: 'Computer Science' },
        { name: 'Mr. Deepak Sahu', role: 'Performing & Visual Arts: Music' },
        { name: 'Mr. Manoj Yadav', role: 'Physical Education' },
        { name: 'Ms. Ritu Chandrakar', role: 'Student Support: Counsellor' },
      ],
    },
  ],
};

export function facultyPage(school: SeedSchool): PageInput {
  const { name, hindi, demo } = school;
  // How many teachers the school has, and who heads each department, are the demo school's
  // facts; another school's page starts without them.
  const count = demo ? ` ${teacherCount}` : '';
  return {
    slug: 'faculty',
    title: 'Our Faculty',
    description: `Meet the${count} teachers of ${name}: departments, qualifications, and at least ${developmentHours} hours of professional development a year.`,
    hi: {
      title: 'हमारे शिक्षक',
      description: `${hindi.name} के${count} शिक्षकों से मिलिए: विभाग, योग्यताएँ, और हर वर्ष कम से कम ${developmentHours} घंटे का व्यावसायिक प्रशिक्षण।`,
      hero: {
        eyebrow: 'हमारे बारे में',
        title: 'हमारे शिक्षक',
        lead: 'योग्य और स्नेही शिक्षक, जो हर बच्चे को नाम से जानते हैं और खुद भी सीखना कभी नहीं छोड़ते।',
        image: imageHi(school, 'primary'),
      },
      cta: {
        title: 'क्या आप हमारे साथ पढ़ाना चाहेंगे?',
        text: 'हमारे मूल्यों को साझा करने वाले अच्छे शिक्षकों से जुड़कर हमें हमेशा खुशी होती है।',
        actions: [{ label: 'नौकरी के अवसर देखें' }, { label: 'संपर्क करें' }],
      },
    },
    hero: {
      eyebrow: 'About us',
      title: 'Our Faculty',
      lead: 'Qualified, caring teachers who know every child by name, and who never stop learning themselves.',
      image: school.image('primary'),
    },
    sections: [
      {
        type: 'section',
        id: 'our-teachers',
        eyebrow: 'Our teachers',
        title: 'People who love teaching',
        hi: { eyebrow: 'हमारे शिक्षक', title: 'पढ़ाने से प्रेम करने वाले लोग' },
        tone: 'plain',
        blocks: [
          {
            type: 'split',
            hi: {
              image: imageHi(school, 'classroom'),
              doc: richTextOf([
                `हमारे${count} पूर्णकालिक शिक्षक विद्यालय का दिल हैं। हम उन्हें उनके विषय-ज्ञान और कक्षा में उनके कौशल के लिए चुनते हैं, और उतना ही बच्चों के साथ उनके धैर्य और अपनेपन के लिए भी।`,
                'कक्षा-शिक्षक अभिभावकों के निकट संपर्क में रहते हैं, विषय-शिक्षक सभी कक्षाओं के लिए मिलकर योजना बनाते हैं, और खेल, संगीत और नृत्य के अतिथि प्रशिक्षक टीम में विशेष कौशल जोड़ते हैं।',
              ]),
            },
            image: school.image('classroom'),
            doc: richTextOf([
              `Our${count} full-time teachers are the heart of the school. We choose them for their subject knowledge, for their skill in the classroom and, just as much, for their patience and warmth with children.`,
              'Class teachers stay in close touch with parents, subject teachers plan together across classes, and visiting coaches for sports, music and dance add specialist skills to the team.',
            ]),
          },
        ],
      },
      ...(school.demo ? [teamInFigures] : []),
      {
        type: 'section',
        id: 'departments',
        title: 'Departments',
        intro:
          'Teachers work in departments that plan lessons, share resources and review pupils’ progress together.',
        hi: {
          title: 'विभाग',
          intro:
            'शिक्षक विभागों में काम करते हैं, जो मिलकर पाठ की योजना बनाते हैं, सामग्री साझा करते हैं और विद्यार्थियों की प्रगति की समीक्षा करते हैं।',
        },
        tone: 'plain',
        blocks: [
          {
            type: 'cards',
            hi: {
              items: [
                {
                  title: 'प्री-प्राइमरी',
                  text: 'नर्सरी से सीनियर केजी तक के लिए खेल-आधारित शिक्षण में प्रशिक्षित शिक्षक।',
                },
                {
                  title: 'भाषाएँ',
                  text: 'अंग्रेज़ी, हिंदी और संस्कृत, अंग्रेज़ी बोलचाल कार्यक्रम और पठन क्लबों के साथ।',
                },
                {
                  title: 'गणित',
                  text: 'अबेकस से संख्याओं की समझ से लेकर कैलकुलस तक, गणित प्रयोगशाला की मदद से।',
                },
                {
                  title: 'विज्ञान',
                  text: 'भौतिकी, रसायन और जीव विज्ञान, तीन प्रयोगशालाओं में प्रयोगों के साथ।',
                },
                {
                  title: 'सामाजिक विज्ञान',
                  text: 'इतिहास, भूगोल, नागरिक शास्त्र और अर्थशास्त्र, प्रोजेक्ट और शैक्षणिक भ्रमण के साथ।',
                },
                {
                  title: 'कंप्यूटर विज्ञान',
                  text: 'कोडिंग, डिजिटल कौशल और DCP साइबर-समझ कार्यक्रम।',
                },
                {
                  title: 'प्रदर्शन और दृश्य कलाएँ',
                  text: 'संगीत, नृत्य, नाटक और कला, ऑक्टेव कार्यक्रम सहित।',
                },
                {
                  title: 'शारीरिक शिक्षा',
                  text: 'एथलेटिक्स, टीम खेल, तैराकी, स्केटिंग, योग और फ़िटनेस।',
                },
                {
                  title: 'विद्यार्थी सहायता',
                  text: 'एक परामर्शदाता, एक विशेष शिक्षक, पुस्तकालयाध्यक्ष और विद्यालय की नर्स।',
                },
              ],
            },
            minWidth: '20rem',
            items: [
              {
                title: 'Pre-Primary',
                icon: 'heart',
                text: 'Early-years teachers trained in play-based learning for Nursery to Sr.KG.',
              },
              {
                title: 'Languages',
                icon: 'book',
                text: 'English, Hindi and Sanskrit, with the English Speaking Programme and reading clubs.',
              },
              {
                title: 'Mathematics',
                icon: 'chart',
                text: 'From number sense with the abacus to calculus, using the mathematics lab.',
              },
              {
                title: 'Science',
                icon: 'flask',
                text: 'Physics, chemistry and biology taught through experiments in three labs.',
              },
              {
                title: 'Social Science',
                icon: 'globe',
                text: 'History, geography, civics and economics, with projects and field visits.',
              },
              {
                title: 'Computer Science',
                icon: 'monitor',
                text: 'Coding, digital skills and the DCP cyber-smartness programme.',
              },
              {
                title: 'Performing & Visual Arts',
                icon: 'music',
                text: 'Music, dance, drama and art, including the Octave programme.',
              },
              {
                title: 'Physical Education',
                icon: 'activity',
                text: 'Athletics, team games, swimming, skating, yoga and fitness.',
              },
              {
                title: 'Student Support',
                icon: 'users',
                text: 'A counsellor, a special educator, the librarian and the school nurse.',
              },
            ],
          },
        ],
      },
      ...(school.demo ? [headsOfDepartment] : []),
      {
        type: 'section',
        id: 'qualifications',
        title: 'Qualifications',
        intro: 'We appoint teachers according to CBSE norms for each stage of school:',
        hi: {
          title: 'योग्यताएँ',
          intro: 'हम विद्यालय के हर स्तर के लिए सीबीएसई के मानदंडों के अनुसार शिक्षक नियुक्त करते हैं:',
        },
        tone: 'plain',
        blocks: [
          {
            type: 'list',
            hi: {
              items: [
                'स्नातकोत्तर शिक्षक (कक्षा 11-12): विषय में स्नातकोत्तर उपाधि और B.Ed.',
                'प्रशिक्षित स्नातक शिक्षक (कक्षा 6-10): विषय में स्नातक उपाधि, B.Ed. और CTET',
                'प्राइमरी शिक्षक (कक्षा 1-5): स्नातक उपाधि के साथ B.Ed. या D.El.Ed., और CTET',
                'प्री-प्राइमरी शिक्षक: प्रारंभिक बाल्यावस्था शिक्षा में मान्यता प्राप्त डिप्लोमा',
                'प्रशिक्षक और विशेषज्ञ: अपने खेल या कला में मान्यता प्राप्त प्रमाणपत्र',
                'हर कर्मचारी: काम शुरू करने से पहले पुलिस सत्यापन और बाल-सुरक्षा प्रशिक्षण',
              ],
            },
            style: 'check',
            columns: 2,
            items: [
              'Post-graduate teachers (Classes XI-XII): a master’s degree in the subject and a B.Ed.',
              'Trained graduate teachers (Classes VI-X): a degree in the subject, a B.Ed. and CTET',
              'Primary teachers (Classes I-V): a degree with B.Ed. or D.El.Ed., and CTET',
              'Pre-primary teachers: a recognised diploma in early childhood education',
              'Coaches and specialists: recognised certification in their sport or art',
              'Every staff member: police verification and child-safeguarding training before starting',
            ],
          },
        ],
      },
      {
        type: 'section',
        id: 'professional-development',
        title: 'Professional development',
        intro: `Good teachers keep learning. Every teacher completes at least ${developmentHours} hours of professional development each year, through:`,
        hi: {
          title: 'व्यावसायिक प्रशिक्षण',
          intro: `अच्छे शिक्षक सीखते रहते हैं। हर शिक्षक हर वर्ष कम से कम ${developmentHours} घंटे का व्यावसायिक प्रशिक्षण पूरा करता है, इनके माध्यम से:`,
        },
        tone: 'muted',
        blocks: [
          {
            type: 'list',
            hi: {
              items: [
                'सीबीएसई के क्षमता-निर्माण कार्यक्रम और विषय कार्यशालाएँ',
                'शिक्षण विधियों, मूल्यांकन और समावेशी कक्षाओं पर विद्यालय में प्रशिक्षण',
                'बाल संरक्षण, प्राथमिक उपचार और अग्नि-सुरक्षा का प्रशिक्षण',
                'स्मार्ट कक्षा के साधनों और तकनीक के सुरक्षित उपयोग पर कार्यशालाएँ',
                'विभागों में एक-दूसरे की कक्षा देखना और मिलकर पाठ का अध्ययन',
                'पठन मंडल और विषय सम्मेलन',
              ],
            },
            style: 'check',
            columns: 2,
            items: [
              'CBSE capacity-building programmes and subject workshops',
              'In-house training on teaching methods, assessment and inclusive classrooms',
              'Child protection, first aid and fire-safety training',
              'Workshops on smart-class tools and safe use of technology',
              'Peer observation and lesson study within departments',
              'Reading circles and subject conferences',
            ],
          },
        ],
      },
    ],
    cta: {
      title: 'Would you like to teach with us?',
      text: 'We are always glad to hear from good teachers who share our values.',
      actions: [
        { label: 'See Careers', to: '/careers' },
        { label: 'Contact Us', to: '/contact' },
      ],
    },
  };
}
