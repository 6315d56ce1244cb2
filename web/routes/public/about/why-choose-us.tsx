import { whyPage } from '#web/features/about/why-content.ts';
import { WhyChooseUsPage } from '#web/features/about/why-choose-us-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

/** The why-choose-us page whose slug carries the school's abbreviation (schoolIdentity.slugs.whyChooseUs). */
export const meta = () => pageMeta(whyPage.seo);

export default function WhyChooseUsRoute() {
  return <WhyChooseUsPage />;
}
