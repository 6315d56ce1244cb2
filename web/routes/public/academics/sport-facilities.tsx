import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { sportFacilitiesPage } from './sport-facilities-content.ts';

export const meta = () => pageMeta(sportFacilitiesPage.meta);

export default function SportFacilitiesPage() {
  return <ContentPage page={sportFacilitiesPage} />;
}
