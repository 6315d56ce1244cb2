import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { prePrimaryPage } from './pre-primary-content.ts';

export const meta = () => pageMeta(prePrimaryPage.meta);

export default function PrePrimaryPage() {
  return <ContentPage page={prePrimaryPage} />;
}
