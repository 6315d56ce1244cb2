import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { ManageSubscription } from '#web/features/subscriptions/components/manage-subscription.tsx';
import { translatorFor } from '#web/i18n/translator.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = ({ location }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  return pageMeta({
    language,
    title: t('subscriptions.manageTitle'),
    description: t('subscriptions.manageDescription'),
    path: '/subscriptions/manage',
  });
};

export default function SubscriptionManagePage() {
  const { t, language } = useSubscriptionsTranslation();
  return (
    <div lang={language}>
      <PageHero eyebrow={t('subscriptions.eyebrow')} title={t('subscriptions.manageTitle')} />
      <Section>
        <ManageSubscription />
      </Section>
    </div>
  );
}
