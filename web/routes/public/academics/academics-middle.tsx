import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { middlePage } from './middle-content.ts';

export const meta = () => pageMeta(middlePage.meta);

export default function MiddleSchoolPage() {
  return <ContentPage page={middlePage} />;
}
