import { principalPage } from '../../../features/about/principal-content.ts';
import { PrincipalMessagePage } from '../../../features/about/principal-message-page.tsx';
import { pageMeta } from '../../../lib/seo.ts';

export const meta = () => pageMeta(principalPage.seo);

export default function PrincipalMessageRoute() {
  return <PrincipalMessagePage />;
}
