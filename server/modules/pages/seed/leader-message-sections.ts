import type { PageInput, PageSection } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';

// The Director's and the Chairperson's messages close with the same journey and invitation:
// one source for both.

const { city, established } = schoolIdentity;

/** The four milestones, kept exactly as the school states them (the school opened to pupils in its founding year). */
export const journeySection: PageSection = {
  type: 'section',
  id: 'journey',
  title: 'Our Journey',
  intro: 'Years of preparation went into the school before its first bell rang.',
  tone: 'plain',
  blocks: [
    {
      type: 'timeline',
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
};

export const visitInvitation: NonNullable<PageInput['cta']> = {
  title: 'Come and meet us',
  text: 'The best way to know a school is to walk through it. Book a visit or write to us with your questions.',
  actions: [
    { label: 'Schedule a Visit', to: '/contact' },
    { label: 'Contact Us', to: '/contact' },
  ],
};
