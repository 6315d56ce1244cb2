import type { PageInput } from '#contracts/content/pages.ts';
import { itInfrastructureSection, sportsFacilitiesSection } from './facility-sections.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

export const ourCampusPage = (school: SeedSchool): PageInput => ({
  slug: 'our-campus',
  title: 'Our Campus',
  description: `The campus of ${school.name} in ${school.city}: hi-tech classrooms, an eco-friendly green campus, IT infrastructure and sports facilities.`,
  hi: {
    title: 'हमारा परिसर',
    description: `${school.hindi.city} में ${school.hindi.name} का परिसर: आधुनिक तकनीक वाली कक्षाएँ, पर्यावरण के अनुकूल हरा-भरा परिसर, आईटी सुविधाएँ और खेल सुविधाएँ।`,
    hero: {
      eyebrow: 'सुविधाएँ',
      title: 'हमारा परिसर',
      lead: 'सुरक्षित, हरा-भरा और सुविधाओं से भरपूर परिसर, जहाँ कक्षाएँ, प्रयोगशालाएँ, खेल के मैदान और शांत कोने मिलकर सीखने में मदद करते हैं।',
      image: imageHi(school, 'campus'),
      actions: [{ label: 'परिसर भ्रमण तय करें' }, { label: 'पढ़ाई से आगे' }],
    },
    cta: {
      title: 'आइए, परिसर में घूमिए',
      text: 'परिसर भ्रमण सोमवार से शनिवार तक होता है; बिना समय लिए भी आप आ सकते हैं।',
      actions: [{ label: 'परिसर भ्रमण तय करें' }, { label: 'हाई-टेक कक्षाएँ' }],
    },
  },
  hero: {
    eyebrow: 'Facilities',
    title: 'Our Campus',
    lead: 'A safe, green and well-equipped campus where classrooms, labs, playing fields and quiet corners all work together for learning.',
    image: school.image('campus'),
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Beyond Academics',
        to: '/beyond-academics',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'learning',
      title: 'Where Learning Comes to Life',
      eyebrow: 'Life on campus',
      intro:
        'Everything on our campus is planned around children: how they learn, play, eat, move and stay safe.',
      hi: {
        title: 'जहाँ पढ़ाई जीवंत हो उठती है',
        eyebrow: 'परिसर का जीवन',
        intro:
          'हमारे परिसर में सब कुछ बच्चों को ध्यान में रखकर बना है: वे कैसे सीखते, खेलते, खाते, चलते-फिरते और सुरक्षित रहते हैं।',
      },
      blocks: [
        {
          type: 'cards',
          hi: {
            items: [
              {
                title: 'हाई-टेक कक्षाएँ',
                text: 'इंटरैक्टिव पैनल और डिजिटल सामग्री वाले रोशन, हवादार कमरे, जो पाठों को दृश्य और रोचक बनाते हैं।',
              },
              {
                title: 'मूल्यों पर आधारित शिक्षा',
                text: 'सम्मान, ईमानदारी और ज़िम्मेदारी प्रार्थना सभाओं, कक्षा की दिनचर्या और सदन व्यवस्था में बुनी हुई है।',
              },
              {
                title: 'पर्यावरण के अनुकूल परिसर',
                text: 'पेड़ और बगीचे, वर्षा जल संचयन, खाद बनाना और बिजली बचाने वाली रोशनी, जिनकी देखभाल विद्यार्थियों के साथ मिलकर होती है।',
              },
              {
                title: 'कुशल शिक्षक',
                text: 'योग्य और स्नेही शिक्षक, जो हर वर्ष कम से कम 60 घंटे का व्यावसायिक प्रशिक्षण पूरा करते हैं।',
              },
              {
                title: 'संपूर्ण स्वास्थ्य कार्यक्रम',
                text: 'प्रशिक्षित नर्स के साथ चिकित्सा कक्ष, वार्षिक स्वास्थ्य जाँच, योग, और पोषण व स्वच्छता पर मार्गदर्शन।',
              },
              {
                title: 'खेल और अन्य गतिविधियाँ',
                text: 'खेल, संगीत, नृत्य और कला के लिए मैदान, तरणताल और स्टूडियो, और साल भर क्लब व अंतर-सदन प्रतियोगिताएँ।',
              },
            ],
          },
          items: [
            {
              title: 'Hi-Tech Classrooms',
              icon: 'monitor',
              text: 'Bright, ventilated rooms with interactive panels and digital content that make lessons visual and engaging.',
            },
            {
              title: 'Value-Based Education',
              icon: 'heart',
              text: 'Respect, honesty and responsibility are woven into assemblies, class routines and the house system.',
            },
            {
              title: 'Eco-Friendly Campus',
              icon: 'leaf',
              text: 'Trees and gardens, rainwater harvesting, composting and energy-saving lighting, looked after with students.',
            },
            {
              title: 'Expert Faculty',
              icon: 'graduation',
              text: 'Qualified, caring teachers who complete at least 60 hours of professional development every year.',
            },
            {
              title: 'Comprehensive Health Program',
              icon: 'medical',
              text: 'A medical room with a trained nurse, annual health check-ups, yoga and guidance on nutrition and hygiene.',
            },
            {
              title: 'Sports & Extra-curricular',
              icon: 'trophy',
              text: 'Grounds, a pool and studios for sport, music, dance and art, with clubs and house competitions all year.',
            },
          ],
        },
      ],
    },
    itInfrastructureSection(school),
    sportsFacilitiesSection(school),
  ],
  cta: {
    title: 'Come and walk around',
    text: 'Campus tours run Monday to Saturday; walk-ins are welcome.',
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Hi-Tech Classes',
        to: '/hi-tech-classes',
      },
    ],
  },
});
