import { richTextOf, type PageInput, type PageImage } from '#contracts/content/pages.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

type InHindi = {
  label: string;
  title: string;
  summary: string;
  points: string[];
  image: { alt: string };
};

/** One strand of the programme: a picture beside its summary and four points. */
const strand = (
  id: string,
  label: string,
  title: string,
  summary: string,
  points: string[],
  image: PageImage,
  hi: InHindi,
) => ({
  id,
  label,
  hiLabel: hi.label,
  blocks: [
    {
      type: 'split' as const,
      image,
      title,
      doc: richTextOf([summary]),
      points,
      hi: { image: hi.image, title: hi.title, doc: richTextOf([hi.summary]), points: hi.points },
    },
  ],
});

/** The strands as tabs, the Hindi of each tab's label beside them. */
const strandTabs = (label: string, hiLabel: string, tabs: Array<ReturnType<typeof strand>>) => ({
  type: 'tabs' as const,
  label,
  hi: { label: hiLabel, tabs: tabs.map((tab) => ({ label: tab.hiLabel })) },
  tabs: tabs.map(({ id, label, blocks }) => ({ id, label, blocks })),
});

/**
 * At the school's abbreviation (school.slugs.whyChooseUs). The Download Brochure button
 * joins the closing band once a brochure is stored: the demo stores one (server/demo/), a school
 * uploads its own; until then there is no button to a missing file.
 */
export function whyChooseUsPage(school: SeedSchool): PageInput {
  const { name, abbreviation, slugs, city, hindi } = school;
  return {
    slug: slugs.whyChooseUs,
    title: `Why Choose ${abbreviation}`,
    description: `Why families in ${city} choose ${name}: skills, technology, spoken English, performing arts, expert teachers, fair assessment and a caring community.`,
    hi: {
      title: `${abbreviation} ही क्यों चुनें`,
      description: `${hindi.city} के परिवार ${hindi.name} को क्यों चुनते हैं: कौशल, तकनीक, अंग्रेज़ी बोलचाल, प्रदर्शन कलाएँ, कुशल शिक्षक, निष्पक्ष मूल्यांकन और परवाह करने वाला समुदाय।`,
      hero: {
        eyebrow: 'हमें क्यों चुनें',
        title: `${abbreviation} ही क्यों?`,
        lead: 'ऐसा कार्यक्रम जो ज्ञान, कौशल और चरित्र को साथ-साथ गढ़ता है, स्नेही शिक्षकों द्वारा, एक सुरक्षित और आधुनिक परिसर में।',
        image: imageHi(school, 'classroom'),
      },
      cta: {
        title: 'खुद आकर देखिए',
        text: 'हमारा परिसर देखिए, किसी स्मार्ट कक्षा में बैठिए और हमारे शिक्षकों से बात कीजिए। परिसर भ्रमण सोमवार से शनिवार तक होता है।',
        actions: [{ label: 'मिलने का समय तय करें' }],
      },
    },
    hero: {
      eyebrow: 'Why choose us',
      title: `Why Choose ${abbreviation}?`,
      lead: 'A school programme that builds knowledge, skills and character together, delivered by caring teachers on a safe, modern campus.',
      image: school.image('classroom'),
    },
    sections: [
      {
        type: 'section',
        id: 'programme',
        title: 'Our Program',
        intro:
          'Seven strands make up the life of every pupil at our school. Choose one to see what it offers.',
        hi: {
          title: 'हमारा कार्यक्रम',
          intro:
            'सात धाराएँ मिलकर हमारे विद्यालय में हर विद्यार्थी का जीवन बनाती हैं। कोई एक चुनिए और देखिए कि उसमें क्या है।',
        },
        tone: 'plain',
        blocks: [
          strandTabs('Our Program', 'हमारा कार्यक्रम', [
            strand(
              'skills',
              'Skills',
              'Life skills for every age',
              'Beyond textbooks, pupils practise the skills they will need all their lives: thinking clearly, communicating well, working in teams and managing themselves.',
              [
                'Critical thinking and problem-solving built into every subject',
                'Public speaking through assemblies, debates and presentations',
                'Entrepreneurship through the FLIP programme',
                'Time management, organisation and study skills',
              ],
              school.image('middle'),
              {
                label: 'कौशल',
                title: 'हर उम्र के लिए जीवन कौशल',
                summary:
                  'पाठ्यपुस्तकों से आगे, विद्यार्थी वे कौशल अभ्यास करते हैं जो जीवन भर काम आएँगे: साफ़ सोचना, अच्छी तरह बात रखना, टीम में काम करना और खुद को सँभालना।',
                points: [
                  'हर विषय में आलोचनात्मक सोच और समस्या सुलझाने का अभ्यास',
                  'प्रार्थना सभाओं, वाद-विवाद और प्रस्तुतियों से सबके सामने बोलना',
                  'FLIP कार्यक्रम से उद्यमिता',
                  'समय का प्रबंधन, व्यवस्थित रहना और पढ़ने के तरीके',
                ],
                image: imageHi(school, 'middle'),
              },
            ),
            strand(
              'technology',
              'Technology',
              'Technology that serves learning',
              'Smart boards in every classroom, a modern computer lab and campus Wi-Fi make lessons visual and interactive, while the DCP programme teaches safe and responsible use.',
              [
                'Interactive smart boards and digital content in all classrooms',
                'Computer lab with coding from the primary years',
                'Cyber smartness (DCP): privacy, online safety and digital etiquette',
                'Biometric attendance with notifications to parents',
              ],
              school.image('computerLab'),
              {
                label: 'तकनीक',
                title: 'पढ़ाई के काम आने वाली तकनीक',
                summary:
                  'हर कक्षा में स्मार्ट बोर्ड, आधुनिक कंप्यूटर प्रयोगशाला और परिसर में वाई-फ़ाई पाठों को दृश्य और संवादात्मक बनाते हैं, और DCP कार्यक्रम सुरक्षित और ज़िम्मेदार उपयोग सिखाता है।',
                points: [
                  'सभी कक्षाओं में इंटरैक्टिव स्मार्ट बोर्ड और डिजिटल सामग्री',
                  'कंप्यूटर प्रयोगशाला, प्राइमरी कक्षाओं से ही कोडिंग',
                  'साइबर-समझ (DCP): प्राइवेसी, ऑनलाइन सुरक्षा और डिजिटल शिष्टाचार',
                  'अभिभावकों को सूचना के साथ बायोमेट्रिक उपस्थिति',
                ],
                image: imageHi(school, 'computerLab'),
              },
            ),
            strand(
              'esp',
              'ESP',
              'ESP: English Speaking Programme',
              'Confident communication opens doors. Our English Speaking Programme builds fluent, correct spoken English step by step, without neglecting Hindi and Sanskrit.',
              [
                'Daily conversation practice in class and during assemblies',
                'Language-lab sessions for listening and pronunciation',
                'Reading clubs, storytelling and elocution',
                'Regular speaking assessments with feedback for parents',
              ],
              school.image('languageLab'),
              {
                label: 'ESP',
                title: 'ESP: अंग्रेज़ी बोलचाल कार्यक्रम',
                summary:
                  'आत्मविश्वास से बात करना कई दरवाज़े खोलता है। हमारा अंग्रेज़ी बोलचाल कार्यक्रम क़दम-दर-क़दम धाराप्रवाह और सही अंग्रेज़ी बोलना सिखाता है, हिंदी और संस्कृत की अनदेखी किए बिना।',
                points: [
                  'कक्षा में और प्रार्थना सभाओं में रोज़ बातचीत का अभ्यास',
                  'सुनने और उच्चारण के लिए भाषा प्रयोगशाला के सत्र',
                  'पठन क्लब, कहानी सुनाना और भाषण',
                  'बोलने का नियमित आकलन, अभिभावकों के लिए सुझावों के साथ',
                ],
                image: imageHi(school, 'languageLab'),
              },
            ),
            strand(
              'octave',
              'Octave',
              'Octave: our performing arts programme',
              'Octave gives every child time for music, dance and drama each week, with trained teachers and a well-equipped music room. Talent is nurtured and confidence grows.',
              [
                'Indian and Western vocal music, harmonium, tabla and keyboard',
                'Classical and folk dance',
                'Drama and theatre for annual day and house events',
                'Performances that every child takes part in, not only the stars',
              ],
              school.image('musicRoom'),
              {
                label: 'ऑक्टेव',
                title: 'ऑक्टेव: हमारा प्रदर्शन कला कार्यक्रम',
                summary:
                  'ऑक्टेव हर बच्चे को हर सप्ताह संगीत, नृत्य और नाटक का समय देता है, प्रशिक्षित शिक्षकों और सुसज्जित संगीत कक्ष के साथ। प्रतिभा निखरती है और आत्मविश्वास बढ़ता है।',
                points: [
                  'भारतीय और पाश्चात्य गायन, हारमोनियम, तबला और कीबोर्ड',
                  'शास्त्रीय और लोक नृत्य',
                  'वार्षिकोत्सव और सदन के कार्यक्रमों के लिए नाटक और रंगमंच',
                  'ऐसे प्रदर्शन जिनमें हर बच्चा भाग लेता है, केवल चुने हुए नहीं',
                ],
                image: imageHi(school, 'musicRoom'),
              },
            ),
            strand(
              'teachers',
              'Teachers',
              'Qualified, caring teachers',
              'Our teachers are qualified in their subjects, trained in child-centred teaching and committed to their own learning: each completes at least 60 hours of professional development every year.',
              [
                'Professionally qualified teachers for every stage',
                'Small classes so that every child is known by name',
                'Class teachers who stay in touch with parents',
                'A counsellor and a special educator on the staff',
              ],
              school.image('primary'),
              {
                label: 'शिक्षक',
                title: 'योग्य और स्नेही शिक्षक',
                summary:
                  'हमारे शिक्षक अपने विषयों में योग्य हैं, बाल-केंद्रित शिक्षण में प्रशिक्षित हैं और खुद भी सीखते रहते हैं: हर शिक्षक हर वर्ष कम से कम 60 घंटे का व्यावसायिक प्रशिक्षण पूरा करता है।',
                points: [
                  'हर स्तर के लिए व्यावसायिक रूप से योग्य शिक्षक',
                  'छोटी कक्षाएँ, ताकि हर बच्चे को नाम से जाना जाए',
                  'कक्षा-शिक्षक जो अभिभावकों के संपर्क में रहते हैं',
                  'स्टाफ़ में एक परामर्शदाता और एक विशेष शिक्षक',
                ],
                image: imageHi(school, 'primary'),
              },
            ),
            strand(
              'assessment',
              'Assessment',
              'Fair, continuous assessment',
              'Continuous and comprehensive evaluation (CCE) follows the whole child: regular class work, projects, activities and tests, not a single examination.',
              [
                'Cycle tests and term examinations following CBSE guidelines',
                'Projects, practicals and activities that count towards results',
                'Detailed report cards and personal feedback',
                'Extra support for pupils who need it, early',
              ],
              school.image('upper'),
              {
                label: 'मूल्यांकन',
                title: 'निष्पक्ष, सतत मूल्यांकन',
                summary:
                  'सतत और व्यापक मूल्यांकन (CCE) पूरे बच्चे को देखता है: नियमित कक्षा-कार्य, प्रोजेक्ट, गतिविधियाँ और टेस्ट, केवल एक परीक्षा नहीं।',
                points: [
                  'सीबीएसई के दिशानिर्देशों के अनुसार साइकिल टेस्ट और सत्र परीक्षाएँ',
                  'प्रोजेक्ट, प्रायोगिक कार्य और गतिविधियाँ, जो परिणाम में गिनी जाती हैं',
                  'विस्तृत रिपोर्ट कार्ड और व्यक्तिगत सुझाव',
                  'जिन विद्यार्थियों को ज़रूरत हो, उन्हें समय रहते अतिरिक्त मदद',
                ],
                image: imageHi(school, 'upper'),
              },
            ),
            strand(
              'community',
              'Community',
              'A school community that cares',
              'Parents, teachers and pupils work together. The house system, service projects and regular parent meetings make every family part of school life.',
              [
                school.demo
                  ? 'Four Veda-named houses with inter-house competitions'
                  : 'Four houses with inter-house competitions',
                'Community service and environmental drives',
                'Parent-teacher meetings, workshops and open days',
                'Celebrations of festivals and national days together',
              ],
              school.image('houses'),
              {
                label: 'समुदाय',
                title: 'परवाह करने वाला विद्यालय समुदाय',
                summary:
                  'अभिभावक, शिक्षक और विद्यार्थी मिलकर काम करते हैं। सदन व्यवस्था, सेवा के प्रोजेक्ट और अभिभावकों के साथ नियमित बैठकें हर परिवार को विद्यालय के जीवन का हिस्सा बनाती हैं।',
                points: [
                  school.demo
                    ? 'वेदों के नाम वाले चार सदन और अंतर-सदन प्रतियोगिताएँ'
                    : 'चार सदन और अंतर-सदन प्रतियोगिताएँ',
                  'समाज सेवा और पर्यावरण अभियान',
                  'अभिभावक-शिक्षक बैठकें, कार्यशालाएँ और खुले दिन',
                  'त्योहार और राष्ट्रीय पर्व साथ मिलकर मनाना',
                ],
                image: imageHi(school, 'houses'),
              },
            ),
          ]),
        ],
      },
      {
        type: 'section',
        id: 'key-features',
        title: 'Key features',
        hi: { title: 'मुख्य विशेषताएँ' },
        tone: 'muted',
        blocks: [
          {
            type: 'cards',
            hi: {
              items: [
                {
                  title: 'छोटी कक्षाएँ',
                  text: 'शिक्षक हर विद्यार्थी को अच्छी तरह जानते हैं और व्यक्तिगत ध्यान व सुझाव दे पाते हैं।',
                },
                {
                  title: 'सुरक्षित परिसर',
                  text: 'आई-केयर कार्यक्रम: सीसीटीवी, नियंत्रित प्रवेश, प्रशिक्षित कर्मचारी और जीपीएस से जुड़ी बसें।',
                },
                {
                  title: 'स्मार्ट कक्षाएँ',
                  text: 'हर कक्षा में इंटरैक्टिव बोर्ड और डिजिटल सामग्री विचारों को जीवंत बना देते हैं।',
                },
                {
                  title: 'मूल्यों पर आधारित शिक्षा',
                  text: 'ईमानदारी, सम्मान और ज़िम्मेदारी हर दिन सिखाई और अपनाई जाती है।',
                },
                {
                  title: 'खेल और गतिविधियाँ',
                  text: 'खेल के मैदान, तैराकी, संगीत, कला और क्लब हर बच्चे को उसकी रुचि खोजने में मदद करते हैं।',
                },
                {
                  title: 'भविष्य के लिए तैयार कार्यक्रम',
                  text: 'उद्यमिता के लिए FLIP और साइबर-समझ के लिए DCP विद्यार्थियों को आने वाले कल के लिए तैयार करते हैं।',
                },
              ],
            },
            minWidth: '20rem',
            items: [
              {
                title: 'Small Class Sizes',
                icon: 'users',
                text: 'Teachers know each pupil well and can give personal attention and feedback.',
              },
              {
                title: 'Safe & Secure Campus',
                icon: 'shield',
                text: 'The I-Care programme: CCTV, controlled entry, trained staff and GPS-tracked buses.',
              },
              {
                title: 'Smart Classrooms',
                icon: 'monitor',
                text: 'Interactive boards and digital content in every classroom make ideas come alive.',
              },
              {
                title: 'Value-Based Education',
                icon: 'heart',
                text: 'Honesty, respect and responsibility are taught and practised every day.',
              },
              {
                title: 'Sports & Activities',
                icon: 'activity',
                text: 'Sports grounds, swimming, music, art and clubs help every child find a passion.',
              },
              {
                title: 'Future-Ready Programmes',
                icon: 'briefcase',
                text: 'FLIP for entrepreneurship and DCP for cyber smartness prepare pupils for tomorrow.',
              },
            ],
          },
        ],
      },
    ],
    cta: {
      title: 'See it for yourself',
      text: 'Visit our campus, sit in a smart classroom and talk to our teachers. Tours run Monday to Saturday.',
      actions: [{ label: 'Schedule a Visit', to: '/contact' }],
    },
  };
}
