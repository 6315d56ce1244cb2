import { accoladesPage } from '../../../features/about/accolades-content.ts';
import { InfoPage } from '../../../features/about/info-page.tsx';
import { pageMeta } from '../../../lib/seo.ts';

export const meta = () => pageMeta(accoladesPage.seo);

export default function AccoladesPage() {
  return <InfoPage content={accoladesPage} />;
}
