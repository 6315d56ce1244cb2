import { aboutPages } from '#web/features/about/about-content.ts';
import { AboutPage } from '#web/features/about/about-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

/** The overview page whose slug is the school's abbreviation (schoolIdentity.slugs.overview). */
const page = aboutPages.overview;

export const meta = () => pageMeta(page.seo);

export default function SchoolOverviewPage() {
  return <AboutPage hero={page.hero} />;
}
