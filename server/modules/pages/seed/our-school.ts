import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import { aboutStory, aboutStoryCtaHi } from './about-sections.ts';
import { imageAltHi } from './image-alts-hi.ts';

const { name, board, established, city, classes, hindi } = schoolIdentity;

export const ourSchoolPage: PageInput = {
  slug: 'our-school',
  title: 'About Our School',
  description: `The story, campus and approach of ${name}, a ${board} school in ${city} founded in ${established}: smart classrooms, the I-Care safety programme, FLIP and DCP.`,
  hi: {
    title: 'हमारे विद्यालय के बारे में',
    description: `${hindi.name} की कहानी, परिसर और तौर-तरीके: ${hindi.city} में ${established} में स्थापित सीबीएसई विद्यालय, स्मार्ट कक्षाएँ, आई-केयर सुरक्षा कार्यक्रम, FLIP और DCP।`,
    hero: {
      eyebrow: `हमारे बारे में · स्थापना ${established}`,
      title: `${hindi.name} के बारे में`,
      lead: `${hindi.city} में ${hindi.classes} तक का सीबीएसई से संबद्ध सह-शिक्षा विद्यालय, जहाँ भारतीय मूल्य और आधुनिक शिक्षा साथ-साथ बढ़ते हैं।`,
      image: imageAltHi.campus,
    },
    cta: aboutStoryCtaHi,
  },
  hero: {
    eyebrow: `About us · Est. ${established}`,
    title: `About ${name}`,
    lead: `A co-educational ${board} school in ${city} for ${classes}, where Indian values and modern learning grow together.`,
    image: schoolImages.campus,
  },
  ...aboutStory,
};
