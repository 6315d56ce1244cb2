import { accoladesPage } from '#web/features/about/accolades-content.ts';
import { InfoPage } from '#web/features/about/info-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(accoladesPage.seo);

export default function AccoladesPage() {
  return <InfoPage content={accoladesPage} />;
}
