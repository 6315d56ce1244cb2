import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import { aboutStory } from './about-sections.ts';

const { name, shortName, abbreviation, city, slugs } = schoolIdentity;

/** The overview page, at the school's abbreviation (schoolIdentity.slugs.overview). */
export const schoolOverviewPage: PageInput = {
  slug: slugs.overview,
  title: `${abbreviation} at a Glance`,
  description: `${abbreviation} in brief: who we are, our learning system, our safe and modern campus in ${city}, our special programmes and our results in numbers.`,
  hero: {
    eyebrow: `${abbreviation} at a glance`,
    title: `${abbreviation}: ${shortName} in brief`,
    lead: `Everything a family needs to know about ${name} on one page: our story, our campus, our approach and what our pupils achieve.`,
    image: schoolImages.students,
  },
  ...aboutStory,
};
