import { SchoolValuesPage } from '#web/features/about/school-values-page.tsx';
import { schoolValuesPage } from '#web/features/about/values-content.ts';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(schoolValuesPage.seo);

export default function SchoolValuesRoute() {
  return <SchoolValuesPage />;
}
