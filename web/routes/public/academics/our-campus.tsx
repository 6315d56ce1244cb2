import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { ourCampusPage } from './our-campus-content.ts';

export const meta = () => pageMeta(ourCampusPage.meta);

export default function OurCampusPage() {
  return <ContentPage page={ourCampusPage} />;
}
