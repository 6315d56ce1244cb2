import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { primaryPage } from './primary-content.ts';

export const meta = () => pageMeta(primaryPage.meta);

export default function PrimaryPage() {
  return <ContentPage page={primaryPage} />;
}
