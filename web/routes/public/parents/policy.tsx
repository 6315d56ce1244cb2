import { publicContent } from '#web/lib/public-content.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/policy';
import { LegalPage } from './legal-page.tsx';
import { privacyContent, privacyMeta } from './privacy-policy-content.ts';

export const meta = () => pageMeta(privacyMeta);

/** The retention periods the server deletes by, so the policy states what really happens. */
export const loader = ({ context }: Route.LoaderArgs) => ({
  retention: publicContent(context).retention(),
});

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage content={privacyContent(loaderData.retention)} />;
}
