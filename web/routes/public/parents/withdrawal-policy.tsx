import { pageMeta } from '#web/lib/seo.ts';
import { GuidelinePage } from './guideline-page.tsx';
import { withdrawalContent, withdrawalMeta } from './withdrawal-policy-content.ts';

export const meta = () => pageMeta(withdrawalMeta);

export default function WithdrawalPolicyPage() {
  return <GuidelinePage content={withdrawalContent} />;
}
