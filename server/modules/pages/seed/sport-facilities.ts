import { richTextOf, type PageInput } from '#contracts/content/pages.ts';
import { sportsFacilitiesSection } from './facility-sections.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

export const sportFacilitiesPage = (school: SeedSchool): PageInput => ({
  slug: 'sport-facilities',
  title: 'Sport Facilities',
  description: `Basketball courts, a 400 m running track, swimming pool, skating rink, football field and kids park at ${school.name}, ${school.locality}.`,
  hi: {
    title: 'खेल सुविधाएँ',
    description: `${school.hindi.name}, ${school.hindi.locality} में बास्केटबॉल कोर्ट, 400 मीटर का दौड़ ट्रैक, तरणताल, स्केटिंग रिंक, फ़ुटबॉल मैदान और बच्चों का पार्क।`,
    hero: {
      eyebrow: 'सुविधाएँ · खेल',
      title: 'खेल सुविधाएँ',
      lead: 'फ़िटनेस, टीम भावना और खेल भावना विद्यालय के हर सप्ताह का हिस्सा हैं। हमारे मैदान, तरणताल और रिंक हर बच्चे को अपना पसंदीदा खेल खोजने का अवसर देते हैं।',
      image: imageHi(school, 'sports'),
      actions: [{ label: 'परिसर भ्रमण तय करें' }, { label: 'पाठ्येतर गतिविधियाँ' }],
    },
    cta: {
      title: 'हमारे मैदान देखने आइए',
      text: 'सोमवार से शनिवार परिसर भ्रमण में ट्रैक, कोर्ट, तरणताल और रिंक देखिए।',
      actions: [{ label: 'परिसर भ्रमण तय करें' }, { label: 'हमारा परिसर' }],
    },
  },
  hero: {
    eyebrow: 'Facilities · Sports',
    title: 'Sport Facilities',
    lead: 'Fitness, teamwork and fair play are part of every school week. Our grounds, pool and rink give every child the chance to find a sport they love.',
    image: school.image('sports'),
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Extracurricular Activities',
        to: '/extracurricular-activities',
      },
    ],
  },
  sections: [
    { ...sportsFacilitiesSection(school), tone: 'plain' },
    {
      type: 'section',
      id: 'programme',
      title: 'Sport Through the Years',
      eyebrow: 'Coaching',
      hi: { title: 'हर उम्र में खेल', eyebrow: 'प्रशिक्षण' },
      tone: 'muted',
      blocks: [
        {
          type: 'table',
          hi: {
            caption: 'स्तर के अनुसार खेल कार्यक्रम',
            columns: ['स्तर', 'मुख्य ध्यान', 'मुख्य गतिविधियाँ'],
            rows: [
              ['प्री-प्राइमरी', 'हलचल और खेल', 'बच्चों का पार्क, रेत और पानी के खेल, संगीत के साथ हलचल'],
              [
                'प्राइमरी (कक्षा 1–5)',
                'बुनियादी कौशल और फ़िटनेस',
                'दौड़ के खेल, तैराकी के पाठ, स्केटिंग, छोटा फ़ुटबॉल',
              ],
              [
                'मिडिल (कक्षा 6–8)',
                'टीम खेल और तकनीक',
                'फ़ुटबॉल, बास्केटबॉल, क्रिकेट, एथलेटिक्स, अंतर-सदन प्रतियोगिताएँ',
              ],
              [
                'सेकेंडरी (कक्षा 9–12)',
                'प्रतियोगिता और जीवन भर की फ़िटनेस',
                'विद्यालय की टीमें, सीबीएसई क्लस्टर टूर्नामेंट, शक्ति अभ्यास और योग',
              ],
            ],
          },
          caption: 'Sports programme by stage',
          columns: ['Stage', 'Focus', 'Main activities'],
          rows: [
            [
              'Pre-Primary',
              'Movement and play',
              'Kids park, sand and water play, music and movement',
            ],
            [
              'Primary (Classes 1–5)',
              'Basic skills and fitness',
              'Running games, swimming lessons, skating, mini football',
            ],
            [
              'Middle (Classes 6–8)',
              'Team sports and techniques',
              'Football, basketball, cricket, athletics, inter-house events',
            ],
            [
              'Secondary (Classes 9–12)',
              'Competition and fitness for life',
              'School teams, CBSE cluster tournaments, strength and yoga',
            ],
          ],
        },
      ],
    },
    {
      type: 'section',
      id: 'safety',
      title: 'Safe Play, Every Session',
      eyebrow: 'Safety first',
      hi: { title: 'हर सत्र में सुरक्षित खेल', eyebrow: 'सुरक्षा सबसे पहले' },
      tone: 'plain',
      blocks: [
        {
          type: 'split',
          hi: {
            image: imageHi(school, 'swimming'),
            doc: richTextOf(['हर सत्र की योजना और देखरेख शारीरिक शिक्षा के योग्य कर्मचारी करते हैं।']),
            points: [
              'हर सत्र में तरणताल पर प्रशिक्षित जीवनरक्षक',
              'स्केटिंग के लिए हेलमेट, घुटने और कोहनी के पैड',
              'हर कक्षा में वॉर्म-अप और कूल-डाउन शामिल',
              'हर मैदान पर प्राथमिक उपचार किट और पीने का पानी',
              `${school.hindi.region} की गर्मी में बाहर के खेलों का समय बदला जाता है`,
            ],
          },
          image: school.image('swimming'),
          doc: richTextOf([
            'Every session is planned and supervised by qualified physical education staff.',
          ]),
          points: [
            'Trained lifeguard at the pool during every session',
            'Helmets, knee and elbow pads for skating',
            'Warm-up and cool-down built into each class',
            'First-aid kit and drinking water at every ground',
            `Outdoor timings adjusted in ${school.region}’s summer heat`,
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Visit our grounds',
    text: 'See the track, courts, pool and rink on a campus tour, Monday to Saturday.',
    actions: [
      {
        label: 'Schedule a Tour',
        to: '/contact',
      },
      {
        label: 'Our Campus',
        to: '/our-campus',
      },
    ],
  },
});
