import { valueEducationPage } from '../../../features/about/values-content.ts';
import { ValueEducationPage } from '../../../features/about/value-education-page.tsx';
import { pageMeta } from '../../../lib/seo.ts';

export const meta = () => pageMeta(valueEducationPage.seo);

export default function ValueEducationRoute() {
  return <ValueEducationPage />;
}
