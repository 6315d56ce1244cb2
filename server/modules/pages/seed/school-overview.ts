import type { PageInput } from '#contracts/content/pages.ts';
import { aboutStory, aboutStoryCtaHi } from './about-sections.ts';
import { imageHi } from './image-alts-hi.ts';
import type { SeedSchool } from './seed-school.ts';

/** The overview page, at the school's abbreviation (school.slugs.overview). */
export function schoolOverviewPage(school: SeedSchool): PageInput {
  const { name, shortName, abbreviation, city, slugs, hindi } = school;
  return {
    slug: slugs.overview,
    title: `${abbreviation} at a Glance`,
    description: school.demo
      ? `${abbreviation} in brief: who we are, our learning system, our safe and modern campus in ${city}, our special programmes and our results in numbers.`
      : `${abbreviation} in brief: who we are, our learning system, our safe and modern campus in ${city} and our special programmes.`,
    hi: {
      title: `एक नज़र में ${abbreviation}`,
      description: school.demo
        ? `संक्षेप में ${abbreviation}: हम कौन हैं, हमारी शिक्षण व्यवस्था, ${hindi.city} में हमारा सुरक्षित और आधुनिक परिसर, हमारे विशेष कार्यक्रम और आँकड़ों में हमारे परिणाम।`
        : `संक्षेप में ${abbreviation}: हम कौन हैं, हमारी शिक्षण व्यवस्था, ${hindi.city} में हमारा सुरक्षित और आधुनिक परिसर और हमारे विशेष कार्यक्रम।`,
      hero: {
        eyebrow: `एक नज़र में ${abbreviation}`,
        title: `${abbreviation}: संक्षेप में ${hindi.shortName}`,
        lead: `${hindi.name} के बारे में एक परिवार को जो कुछ जानना चाहिए, सब एक पृष्ठ पर: हमारी कहानी, हमारा परिसर, हमारा तरीका और हमारे विद्यार्थियों की उपलब्धियाँ।`,
        image: imageHi(school, 'students'),
      },
      cta: aboutStoryCtaHi,
    },
    hero: {
      eyebrow: `${abbreviation} at a glance`,
      title: `${abbreviation}: ${shortName} in brief`,
      lead: `Everything a family needs to know about ${name} on one page: our story, our campus, our approach and what our pupils achieve.`,
      image: school.image('students'),
    },
    ...aboutStory(school),
  };
}
