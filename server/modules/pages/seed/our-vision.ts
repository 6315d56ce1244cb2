import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import {
  missionStatement,
  visionMissionSections,
  visionStatement,
} from './vision-mission-sections.ts';

const { name } = schoolIdentity;

export const ourVisionPage: PageInput = {
  slug: 'our-vision',
  title: 'Our Vision',
  description: `The vision of ${name}: a school where Indian values and modern learning meet, preparing curious, capable and kind young people for the future.`,
  hero: {
    eyebrow: 'Vision & Mission',
    title: 'Our Vision',
    lead: 'The kind of school we are building, and the kind of young people we hope to send into the world.',
    image: schoolImages.campus,
  },
  ...visionMissionSections(visionStatement, missionStatement, {
    title: 'The principles behind our vision',
    intro:
      'Eight ideas describe the school we want to be. Each one shapes something you can see in our classrooms.',
  }),
};
