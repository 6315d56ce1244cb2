import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import {
  missionStatement,
  visionMissionSections,
  visionStatement,
} from './vision-mission-sections.ts';

const { name, city } = schoolIdentity;

export const ourMissionPage: PageInput = {
  slug: 'our-mission',
  title: 'Our Mission',
  description: `The mission of ${name}: safe, caring and challenging learning, taught with rigour and imagination, in partnership with families in ${city}.`,
  hero: {
    eyebrow: 'Vision & Mission',
    title: 'Our Mission',
    lead: 'What we promise every child and every family, every school day.',
    image: schoolImages.primary,
  },
  ...visionMissionSections(missionStatement, visionStatement, {
    title: 'How we live our mission',
    intro: 'Eight principles guide how we plan lessons, run the school and judge our own success.',
  }),
};
