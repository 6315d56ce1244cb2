import { SchoolValuesPage } from '../../../features/about/school-values-page.tsx';
import { schoolValuesPage } from '../../../features/about/values-content.ts';
import { pageMeta } from '../../../lib/seo.ts';

export const meta = () => pageMeta(schoolValuesPage.seo);

export default function SchoolValuesRoute() {
  return <SchoolValuesPage />;
}
