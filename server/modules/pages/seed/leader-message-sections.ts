import type { PageInput, PageSection } from '#contracts/content/pages.ts';
import type { SeedSchool } from './seed-school.ts';

// The Director's and the Chairperson's messages close with the same journey and invitation:
// one source for both.

/**
 * The demo school's four milestones, kept exactly as it states them (it opened to pupils in its
 * founding year): its own story, so no other school's pages carry it (seed-school.ts `demo`).
 */
export function journeySections(school: SeedSchool): PageSection[] {
  if (!school.demo) return [];
  const { city, established, hindi } = school;
  return [
    {
      type: 'section',
      id: 'journey',
      title: 'Our Journey',
      intro: 'Years of preparation went into the school before its first bell rang.',
      hi: {
        title: 'हमारी यात्रा',
        intro: 'विद्यालय की पहली घंटी बजने से पहले इसकी तैयारी में कई वर्ष लगे।',
      },
      tone: 'plain',
      blocks: [
        {
          type: 'timeline',
          hi: {
            items: [
              {
                when: '2014',
                title: 'विद्यालय की स्थापना',
                text: `संस्थापकों ने ${hindi.city} में मूल्यों पर आधारित, भविष्य के लिए तैयार विद्यालय की योजना के साथ हाथ मिलाया, और वह संस्था बनाई जो आज विद्यालय चलाती है।`,
              },
              {
                when: '2016',
                title: 'भवन और सुविधाओं का विस्तार',
                text: 'रिंग रोड नं. 2 पर परिसर की ज़मीन ली गई और कक्षाओं, प्रयोगशालाओं, खेल के मैदानों और सुरक्षित परिवहन की एक समग्र योजना बनाई गई।',
              },
              {
                when: '2018',
                title: 'शिक्षा में उत्कृष्टता',
                text: 'शैक्षणिक रूपरेखा पूरी हुई: प्री-प्राइमरी से कक्षा 12 तक यूनिवर्सल लर्निंग सिस्टम, मूल्य शिक्षा और सदन व्यवस्था।',
              },
              {
                when: '2021',
                title: 'डिजिटल बदलाव',
                text: `स्मार्ट बोर्ड, परिसर में वाई-फ़ाई, कंप्यूटर प्रयोगशालाएँ और साइबर-समझ का कार्यक्रम तैयार हुए, ताकि ${established} में आने वाले हमारे पहले विद्यार्थियों के लिए सब तैयार रहे।`,
              },
            ],
          },
          items: [
            {
              when: '2014',
              title: 'School Founding',
              text: `The founders came together with a plan for a values-based, future-ready school in ${city}, and set up the body that runs the school today.`,
            },
            {
              when: '2016',
              title: 'Infrastructure Expansion',
              text: 'The campus site on Ring Road No. 2 was secured and a master plan drawn up for classrooms, laboratories, sports grounds and safe transport.',
            },
            {
              when: '2018',
              title: 'Educational Excellence',
              text: 'The academic design was completed: the Universal Learning System from Pre-Primary to Class XII, value education and the house system.',
            },
            {
              when: '2021',
              title: 'Digital Transformation',
              text: `Smart boards, campus Wi-Fi, computer labs and the cyber-smartness programme were put in place, ready for our first pupils in ${established}.`,
            },
          ],
        },
      ],
    },
  ];
}

export const visitInvitation: NonNullable<PageInput['cta']> = {
  title: 'Come and meet us',
  text: 'The best way to know a school is to walk through it. Book a visit or write to us with your questions.',
  actions: [
    { label: 'Schedule a Visit', to: '/contact' },
    { label: 'Contact Us', to: '/contact' },
  ],
};

/** The invitation's Hindi: it goes in the page's own `hi`, where a page's closing band is translated. */
export const visitInvitationHi = {
  title: 'आइए, हमसे मिलिए',
  text: 'किसी विद्यालय को जानने का सबसे अच्छा तरीका है उसमें घूमकर देखना। मिलने का समय तय करें या अपने प्रश्न हमें लिखकर भेजें।',
  actions: [{ label: 'मिलने का समय तय करें' }, { label: 'संपर्क करें' }],
};
