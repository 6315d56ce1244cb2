import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { transportPage } from './transport-content.ts';

export const meta = () => pageMeta(transportPage.meta);

export default function TransportFacilitiesPage() {
  return <ContentPage page={transportPage} />;
}
