import { pageMeta } from '#web/lib/seo.ts';
import { LegalPage } from './legal-page.tsx';
import { privacyContent, privacyMeta } from './privacy-policy-content.ts';

export const meta = () => pageMeta(privacyMeta);

export default function PrivacyPolicyPage() {
  return <LegalPage content={privacyContent} />;
}
