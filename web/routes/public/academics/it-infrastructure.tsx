import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { itInfrastructurePage } from './it-infrastructure-content.ts';

export const meta = () => pageMeta(itInfrastructurePage.meta);

export default function ItInfrastructurePage() {
  return <ContentPage page={itInfrastructurePage} />;
}
