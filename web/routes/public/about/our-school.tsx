import { aboutPages } from '#web/features/about/about-content.ts';
import { AboutPage } from '#web/features/about/about-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

const page = aboutPages.ourSchool;

export const meta = () => pageMeta(page.seo);

export default function OurSchoolPage() {
  return <AboutPage hero={page.hero} />;
}
