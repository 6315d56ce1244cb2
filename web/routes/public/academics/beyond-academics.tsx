import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { beyondAcademicsPage } from './beyond-academics-content.ts';

export const meta = () => pageMeta(beyondAcademicsPage.meta);

export default function BeyondAcademicsPage() {
  return <ContentPage page={beyondAcademicsPage} />;
}
