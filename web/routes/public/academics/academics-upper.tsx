import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { upperPage } from './upper-content.ts';

export const meta = () => pageMeta(upperPage.meta);

export default function SecondarySchoolPage() {
  return <ContentPage page={upperPage} />;
}
