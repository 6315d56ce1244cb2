import type { PageInput } from '#contracts/content/pages.ts';
import { imageHi } from './image-alts-hi.ts';
import {
  missionStatement,
  visionMissionCtaHi,
  visionMissionSections,
  visionStatement,
} from './vision-mission-sections.ts';
import type { SeedSchool } from './seed-school.ts';

export function ourVisionPage(school: SeedSchool): PageInput {
  const { name, hindi } = school;
  return {
    slug: 'our-vision',
    title: 'Our Vision',
    description: `The vision of ${name}: a school where Indian values and modern learning meet, preparing curious, capable and kind young people for the future.`,
    hi: {
      title: 'हमारी दृष्टि',
      description: `${hindi.name} की दृष्टि: ऐसा विद्यालय जहाँ भारतीय मूल्य और आधुनिक शिक्षा मिलते हैं, और जो जिज्ञासु, सक्षम और दयालु युवाओं को भविष्य के लिए तैयार करता है।`,
      hero: {
        eyebrow: 'दृष्टि और ध्येय',
        title: 'हमारी दृष्टि',
        lead: 'हम कैसा विद्यालय बना रहे हैं, और दुनिया में कैसे युवा भेजने की आशा रखते हैं।',
        image: imageHi(school, 'campus'),
      },
      cta: visionMissionCtaHi,
    },
    hero: {
      eyebrow: 'Vision & Mission',
      title: 'Our Vision',
      lead: 'The kind of school we are building, and the kind of young people we hope to send into the world.',
      image: school.image('campus'),
    },
    ...visionMissionSections(school, visionStatement, missionStatement, {
      title: 'The principles behind our vision',
      intro:
        'Eight ideas describe the school we want to be. Each one shapes something you can see in our classrooms.',
      hi: {
        title: 'हमारी दृष्टि के पीछे के सिद्धांत',
        intro:
          'आठ विचार बताते हैं कि हम कैसा विद्यालय बनना चाहते हैं। इनमें से हर एक का असर आप हमारी कक्षाओं में देख सकते हैं।',
      },
    }),
  };
}
