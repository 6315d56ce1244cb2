import type { PageInput } from '#contracts/content/pages.ts';
import { imageHi } from './image-alts-hi.ts';
import {
  missionStatement,
  visionMissionCtaHi,
  visionMissionSections,
  visionStatement,
} from './vision-mission-sections.ts';
import type { SeedSchool } from './seed-school.ts';

export function ourMissionPage(school: SeedSchool): PageInput {
  const { name, city, hindi } = school;
  return {
    slug: 'our-mission',
    title: 'Our Mission',
    description: `The mission of ${name}: safe, caring and challenging learning, taught with rigour and imagination, in partnership with families in ${city}.`,
    hi: {
      title: 'हमारा ध्येय',
      description: `${hindi.name} का ध्येय: सुरक्षित, स्नेह भरी और चुनौती देने वाली पढ़ाई, अनुशासन और कल्पनाशीलता के साथ, ${hindi.city} के परिवारों के साथ मिलकर।`,
      hero: {
        eyebrow: 'दृष्टि और ध्येय',
        title: 'हमारा ध्येय',
        lead: 'विद्यालय के हर दिन, हर बच्चे और हर परिवार से हमारा वादा।',
        image: imageHi(school, 'primary'),
      },
      cta: visionMissionCtaHi,
    },
    hero: {
      eyebrow: 'Vision & Mission',
      title: 'Our Mission',
      lead: 'What we promise every child and every family, every school day.',
      image: school.image('primary'),
    },
    ...visionMissionSections(school, missionStatement, visionStatement, {
      title: 'How we live our mission',
      intro:
        'Eight principles guide how we plan lessons, run the school and judge our own success.',
      hi: {
        title: 'हम अपना ध्येय कैसे जीते हैं',
        intro:
          'आठ सिद्धांत तय करते हैं कि हम पाठ की योजना कैसे बनाते हैं, विद्यालय कैसे चलाते हैं और अपनी सफलता को कैसे परखते हैं।',
      },
    }),
  };
}
