import { aboutPages } from '../../../features/about/about-content.ts';
import { AboutPage } from '../../../features/about/about-page.tsx';
import { pageMeta } from '../../../lib/seo.ts';

/** The overview page whose slug is the school's abbreviation (schoolIdentity.slugs.overview). */
const page = aboutPages.overview;

export const meta = () => pageMeta(page.seo);

export default function SchoolOverviewPage() {
  return <AboutPage hero={page.hero} />;
}
