import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import { aboutStory } from './about-sections.ts';

const { name, board, established, city, classes } = schoolIdentity;

export const ourSchoolPage: PageInput = {
  slug: 'our-school',
  title: 'About Our School',
  description: `The story, campus and approach of ${name}, a ${board} school in ${city} founded in ${established}: smart classrooms, the I-Care safety programme, FLIP and DCP.`,
  hero: {
    eyebrow: `About us · Est. ${established}`,
    title: `About ${name}`,
    lead: `A co-educational ${board} school in ${city} for ${classes}, where Indian values and modern learning grow together.`,
    image: schoolImages.campus,
  },
  ...aboutStory,
};
