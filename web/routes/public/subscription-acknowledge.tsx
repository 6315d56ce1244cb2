import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { acknowledgeCircular } from '#web/features/subscriptions/api/subscription-calls.ts';
import { TokenAction } from '#web/features/subscriptions/components/token-action.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({
    language: languageOfPath(location.pathname),
    title: 'I have read this circular',
    description: 'Tell the school you have read a circular it asked you to acknowledge.',
    path: '/subscriptions/acknowledge',
  });

export default function SubscriptionAcknowledgePage() {
  return (
    <>
      <PageHero eyebrow="Circulars" title="I have read this circular" />
      <Section>
        <TokenAction
          intro={
            <p>The school asked you to confirm that you have read the circular it e-mailed.</p>
          }
          label="I have read this"
          act={acknowledgeCircular}
        />
      </Section>
    </>
  );
}
