import type { PageInput } from '#contracts/content/pages.ts';
import { aboutStory, aboutStoryCtaHi } from './about-sections.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

export function ourSchoolPage(school: SeedSchool): PageInput {
  const { name, board, established, city, classes, hindi } = school;
  // The founding year is the demo school's story; other schools' pages start without it.
  const founded = school.demo ? ` founded in ${established}` : '';
  return {
    slug: 'our-school',
    title: 'About Our School',
    description: `The story, campus and approach of ${name}, a ${board} school in ${city}${founded}: smart classrooms, the I-Care safety programme, FLIP and DCP.`,
    hi: {
      title: 'हमारे विद्यालय के बारे में',
      description: `${hindi.name} की कहानी, परिसर और तौर-तरीके: ${hindi.city} में ${school.demo ? `${established} में स्थापित` : 'स्थित'} ${hindi.board} विद्यालय, स्मार्ट कक्षाएँ, आई-केयर सुरक्षा कार्यक्रम, FLIP और DCP।`,
      hero: {
        eyebrow: school.demo ? `हमारे बारे में · स्थापना ${established}` : 'हमारे बारे में',
        title: `${hindi.name} के बारे में`,
        lead: `${hindi.city} में ${hindi.classes} तक का ${hindi.board} से संबद्ध सह-शिक्षा विद्यालय, जहाँ भारतीय मूल्य और आधुनिक शिक्षा साथ-साथ बढ़ते हैं।`,
        image: imageHi(school, 'campus'),
      },
      cta: aboutStoryCtaHi,
    },
    hero: {
      eyebrow: school.demo ? `About us · Est. ${established}` : 'About us',
      title: `About ${name}`,
      lead: `A co-educational ${board} school in ${city} for ${classes}, where Indian values and modern learning grow together.`,
      image: school.image('campus'),
    },
    ...aboutStory(school),
  };
}
