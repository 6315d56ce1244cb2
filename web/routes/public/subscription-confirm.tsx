import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { confirmSubscription } from '#web/features/subscriptions/api/subscription-calls.ts';
import { TokenAction } from '#web/features/subscriptions/components/token-action.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({
    language: languageOfPath(location.pathname),
    title: 'Confirm your subscription',
    description: 'Confirm that you want the school’s circulars by e-mail.',
    path: '/subscriptions/confirm',
  });

export default function SubscriptionConfirmPage() {
  return (
    <>
      <PageHero eyebrow="Circulars" title="Confirm your subscription" />
      <Section>
        <TokenAction
          intro={<p>Press the button to start receiving the school’s circulars at your address.</p>}
          label="Confirm my subscription"
          act={confirmSubscription}
        />
      </Section>
    </>
  );
}
