import type { PageInput } from '#contracts/content/pages.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { schoolImages } from '#contracts/school-images.ts';
import { aboutStory, aboutStoryCtaHi } from './about-sections.ts';
import { imageAltHi } from './image-alts-hi.ts';

const { name, shortName, abbreviation, city, slugs, hindi } = schoolIdentity;

/** The overview page, at the school's abbreviation (schoolIdentity.slugs.overview). */
export const schoolOverviewPage: PageInput = {
  slug: slugs.overview,
  title: `${abbreviation} at a Glance`,
  description: `${abbreviation} in brief: who we are, our learning system, our safe and modern campus in ${city}, our special programmes and our results in numbers.`,
  hi: {
    title: `एक नज़र में ${abbreviation}`,
    description: `संक्षेप में ${abbreviation}: हम कौन हैं, हमारी शिक्षण व्यवस्था, ${hindi.city} में हमारा सुरक्षित और आधुनिक परिसर, हमारे विशेष कार्यक्रम और आँकड़ों में हमारे परिणाम।`,
    hero: {
      eyebrow: `एक नज़र में ${abbreviation}`,
      title: `${abbreviation}: संक्षेप में ${hindi.shortName}`,
      lead: `${hindi.name} के बारे में एक परिवार को जो कुछ जानना चाहिए, सब एक पृष्ठ पर: हमारी कहानी, हमारा परिसर, हमारा तरीका और हमारे विद्यार्थियों की उपलब्धियाँ।`,
      image: imageAltHi.students,
    },
    cta: aboutStoryCtaHi,
  },
  hero: {
    eyebrow: `${abbreviation} at a glance`,
    title: `${abbreviation}: ${shortName} in brief`,
    lead: `Everything a family needs to know about ${name} on one page: our story, our campus, our approach and what our pupils achieve.`,
    image: schoolImages.students,
  },
  ...aboutStory,
};
