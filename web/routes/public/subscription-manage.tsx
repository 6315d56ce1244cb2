import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { ManageSubscription } from '#web/features/subscriptions/components/manage-subscription.tsx';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({
    language: languageOfPath(location.pathname),
    title: 'Your subscription',
    description: 'Change which circulars you receive by e-mail, and how often, or unsubscribe.',
    path: '/subscriptions/manage',
  });

export default function SubscriptionManagePage() {
  return (
    <>
      <PageHero eyebrow="Circulars" title="Your subscription" />
      <Section>
        <ManageSubscription />
      </Section>
    </>
  );
}
