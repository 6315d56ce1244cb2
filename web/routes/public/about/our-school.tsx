import { aboutPages } from '../../../features/about/about-content.ts';
import { AboutPage } from '../../../features/about/about-page.tsx';
import { pageMeta } from '../../../lib/seo.ts';

const page = aboutPages.ourSchool;

export const meta = () => pageMeta(page.seo);

export default function OurSchoolPage() {
  return <AboutPage hero={page.hero} />;
}
