import { principalPage } from '#web/features/about/principal-content.ts';
import { PrincipalMessagePage } from '#web/features/about/principal-message-page.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = () => pageMeta(principalPage.seo);

export default function PrincipalMessageRoute() {
  return <PrincipalMessagePage />;
}
