import { pageMeta } from '#web/lib/seo.ts';
import { LegalPage } from './legal-page.tsx';
import { termsContent, termsMeta } from './terms-content.ts';

export const meta = () => pageMeta(termsMeta);

export default function TermsPage() {
  return <LegalPage content={termsContent} />;
}
