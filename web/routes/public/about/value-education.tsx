import { valueEducationPage } from '#web/features/about/values-content.ts';
import { ValueEducationPage } from '#web/features/about/value-education-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(valueEducationPage.seo);

export default function ValueEducationRoute() {
  return <ValueEducationPage />;
}
