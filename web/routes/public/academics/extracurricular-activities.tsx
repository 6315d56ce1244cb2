import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { extracurricularPage } from './extracurricular-content.ts';

export const meta = () => pageMeta(extracurricularPage.meta);

export default function ExtracurricularActivitiesPage() {
  return <ContentPage page={extracurricularPage} />;
}
