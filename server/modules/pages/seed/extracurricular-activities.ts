import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

export const extracurricularActivitiesPage = (school: SeedSchool): PageInput => ({
  slug: 'extracurricular-activities',
  title: 'Extracurricular Activities',
  description: `Sports, clubs, arts, community service and leadership at ${school.name} — how students grow beyond the classroom.`,
  hi: {
    title: 'पाठ्येतर गतिविधियाँ',
    description: `${school.hindi.name} में खेल, क्लब, कलाएँ, समाज सेवा और नेतृत्व — विद्यार्थी कक्षा से आगे कैसे बढ़ते हैं।`,
    hero: {
      eyebrow: 'हमें क्यों चुनें · कक्षा से आगे',
      title: 'पाठ्येतर गतिविधियाँ',
      lead: 'टीमें, क्लब, मंच और सेवा के प्रोजेक्ट बच्चों को यह खोजने में मदद करते हैं कि उन्हें क्या पसंद है, दूसरों के साथ काम करना सिखाते हैं और उनका आत्मविश्वास बढ़ाते हैं।',
      image: school.imageHi('sports', 'दौड़ने के ट्रैक और फ़ुटबॉल गोल वाला खेल का मैदान'),
      actions: [{ label: 'विद्यालय भ्रमण का समय लें' }, { label: 'हमारी खेल सुविधाएँ' }],
    },
    cta: {
      title: 'अपने बच्चे की रुचि खोजें',
      text: 'टीमों, क्लबों और उनके समय के बारे में हमसे पूछें, या आकर किसी गतिविधि पीरियड को देखें।',
      actions: [{ label: 'संपर्क करें' }, { label: 'पढ़ाई से आगे' }],
    },
  },
  hero: {
    eyebrow: 'Why Us · Beyond the classroom',
    title: 'Extracurricular Activities',
    lead: 'Teams, clubs, stages and service projects help children discover what they love, work with others and grow in confidence.',
    image: school.image('sports'),
    actions: [
      {
        label: 'Book a School Tour',
        to: '/contact',
      },
      {
        label: 'Our Sports Facilities',
        to: '/sport-facilities',
      },
    ],
  },
  sections: [
    {
      type: 'section',
      id: 'athletics',
      title: 'Sports for Every Student',
      eyebrow: 'Athletics',
      hi: {
        title: 'हर विद्यार्थी के लिए खेल',
        eyebrow: 'एथलेटिक्स',
        intro:
          'हर कक्षा की समय-सारणी में शारीरिक शिक्षा है, और प्रशिक्षित कोच टीमें तथा विद्यालय के बाद का अभ्यास चलाते हैं।',
      },
      intro:
        'Every class has physical education in the timetable, and trained coaches run teams and after-school practice.',
      blocks: [
        {
          type: 'split',
          image: school.image('swimming'),
          hi: {
            image: school.imageHi('swimming', 'लेन की रस्सियों वाला विद्यालय का तरणताल'),
            doc: richTextOf([
              'विद्यार्थी सदन, विद्यालय और ज़िला स्तर पर खेलते हैं, और छह मुख्य खेलों में प्रशिक्षण पाते हैं:',
            ]),
            points: [
              {
                title: 'फ़ुटबॉल।',
                text: 'हमारे पूरे आकार के मैदान पर, जूनियर और सीनियर टीमों के साथ।',
              },
              {
                title: 'बास्केटबॉल।',
                text: 'अभ्यास, सदन के मैचों और टूर्नामेंटों के लिए दो कोर्ट।',
              },
              {
                title: 'क्रिकेट।',
                text: 'हर सीज़न में नेट अभ्यास और अंतर-सदन मैच।',
              },
              {
                title: 'एथलेटिक्स।',
                text: '400 मीटर ट्रैक पर तेज़ दौड़, रिले, कूद और फेंक।',
              },
              {
                title: 'तैराकी।',
                text: 'स्तर के अनुसार पाठ, और हर समय ड्यूटी पर एक जीवनरक्षक।',
              },
              {
                title: 'स्केटिंग।',
                text: 'स्केटिंग रिंक पर संतुलन, गति और आत्मविश्वास।',
              },
            ],
          },
          doc: richTextOf([
            'Students play at house, school and district level, with coaching for six main sports:',
          ]),
          points: [
            {
              title: 'Football.',
              text: 'On our full-size field, with junior and senior teams.',
            },
            {
              title: 'Basketball.',
              text: 'Two courts for practice, house matches and tournaments.',
            },
            {
              title: 'Cricket.',
              text: 'Nets practice and inter-house matches every season.',
            },
            {
              title: 'Athletics.',
              text: 'Sprints, relays, jumps and throws on the 400 m track.',
            },
            {
              title: 'Swimming.',
              text: 'Lessons by level with a lifeguard always on duty.',
            },
            {
              title: 'Skating.',
              text: 'Balance, speed and confidence on the skating rink.',
            },
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'clubs',
      title: 'Clubs and Societies',
      eyebrow: 'Clubs',
      hi: {
        title: 'क्लब और समितियाँ',
        eyebrow: 'क्लब',
        intro:
          'क्लब हर सप्ताह गतिविधि पीरियड में मिलते हैं। कक्षा 3 और उससे ऊपर के विद्यार्थी हर टर्म में एक क्लब चुनते हैं।',
      },
      intro:
        'Clubs meet every week during the activity period. Students from Class 3 upwards choose one club each term.',
      blocks: [
        {
          type: 'list',
          style: 'check',
          hi: {
            items: [
              {
                title: 'विज्ञान और रोबोटिक्स क्लब।',
                text: 'सर्किट, सरल रोबोट और विज्ञान मेले के मॉडल बनाना।',
              },
              {
                title: 'कोडिंग क्लब।',
                text: 'छोटे विद्यार्थियों के लिए ब्लॉक कोडिंग, बड़े विद्यार्थियों के लिए पाइथन और वेब प्रोजेक्ट।',
              },
              {
                title: 'साहित्य और वाद-विवाद क्लब।',
                text: 'रचनात्मक लेखन, भाषण, वाद-विवाद और विद्यालय पत्रिका।',
              },
              {
                title: 'इको क्लब।',
                text: 'कम्पोस्ट बनाना, विद्यालय का बगीचा, और पानी व ऊर्जा बचाने के अभियान।',
              },
              {
                title: 'प्रश्नोत्तरी क्लब।',
                text: 'सामान्य ज्ञान, समसामयिक विषय और अंतर-विद्यालय प्रश्नोत्तरी प्रतियोगिताएँ।',
              },
              {
                title: 'विरासत क्लब।',
                text: `${school.hindi.region} और भारत का इतिहास, शिल्प और त्योहार।`,
              },
            ],
          },
          items: [
            {
              title: 'Science and Robotics Club.',
              text: 'Build circuits, simple robots and science-fair models.',
            },
            {
              title: 'Coding Club.',
              text: 'Block coding for juniors, Python and web projects for seniors.',
            },
            {
              title: 'Literary and Debate Club.',
              text: 'Creative writing, elocution, debates and the school magazine.',
            },
            {
              title: 'Eco Club.',
              text: 'Composting, the school garden and water- and energy-saving campaigns.',
            },
            {
              title: 'Quiz Club.',
              text: 'General knowledge, current affairs and inter-school quiz contests.',
            },
            {
              title: 'Heritage Club.',
              text: `The history, crafts and festivals of ${school.region} and India.`,
            },
          ],
          columns: 2,
        },
      ],
    },
    {
      type: 'section',
      id: 'more',
      title: 'Arts, Service and Leadership',
      eyebrow: 'Creativity and character',
      hi: { title: 'कला, सेवा और नेतृत्व', eyebrow: 'रचनात्मकता और चरित्र' },
      blocks: [
        {
          type: 'cards',
          hi: {
            items: [
              {
                title: 'कलाएँ',
                image: school.imageHi('artCraft', 'कला कक्ष में ईज़ल, रंग और कागज़ के शिल्प'),
                text: 'हर सप्ताह संगीत, नृत्य, रंगमंच और दृश्य कलाओं की कक्षाएँ, प्रार्थना सभाओं, त्योहारों और वार्षिकोत्सव में प्रस्तुतियाँ, और एक वार्षिक कला प्रदर्शनी।',
              },
              {
                title: 'समाज सेवा',
                image: school.imageHi('assembly', 'सुबह की प्रार्थना सभा में पंक्तियों में खड़े विद्यार्थी'),
                text: 'स्वच्छता और वृक्षारोपण अभियान, ज़रूरतमंदों के लिए सामान जुटाने के अभियान, और आस-पास की बस्तियों के बच्चों के लिए पठन सत्र।',
              },
              {
                title: 'नेतृत्व',
                image: school.imageHi('houses', 'नीले, हरे, पीले और लाल रंग के चार सदनों के झंडे'),
                text: 'कक्षा मॉनिटर, सदन कप्तान, क्लब प्रमुख और हर वर्ष चुनी जाने वाली विद्यार्थी परिषद विद्यार्थियों को वास्तविक ज़िम्मेदारी देते हैं।',
              },
            ],
          },
          items: [
            {
              title: 'Arts',
              image: school.image('artCraft'),
              text: 'Music, dance, theatre and visual arts classes every week, with performances at assemblies, festivals and Annual Day, and an annual art exhibition.',
            },
            {
              title: 'Community Service',
              image: school.image('assembly'),
              text: 'Cleanliness and tree-plantation drives, collection drives for those in need, and reading sessions for children in nearby communities.',
            },
            {
              title: 'Leadership',
              image: school.image('houses'),
              text: 'Class monitors, house captains, club leaders and a student council elected each year give students real responsibility.',
            },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Find your child’s passion',
    text: 'Ask us about teams, clubs and timings, or come and watch an activity period.',
    actions: [
      {
        label: 'Contact Us',
        to: '/contact',
      },
      {
        label: 'Beyond Academics',
        to: '/beyond-academics',
      },
    ],
  },
});
