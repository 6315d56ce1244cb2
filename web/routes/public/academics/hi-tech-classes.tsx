import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { hiTechClassesPage } from './hi-tech-classes-content.ts';

export const meta = () => pageMeta(hiTechClassesPage.meta);

export default function HiTechClassesPage() {
  return <ContentPage page={hiTechClassesPage} />;
}
