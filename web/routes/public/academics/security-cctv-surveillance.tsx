import { pageMeta } from '#web/lib/seo.ts';
import { ContentPage } from './content-page.tsx';
import { securityPage } from './security-content.ts';

export const meta = () => pageMeta(securityPage.meta);

export default function SecurityPage() {
  return <ContentPage page={securityPage} />;
}
