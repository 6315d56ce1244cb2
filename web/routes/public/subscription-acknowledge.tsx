import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { acknowledgeCircular } from '#web/features/subscriptions/api/subscription-calls.ts';
import { TokenAction } from '#web/features/subscriptions/components/token-action.tsx';
import { translatorFor } from '#web/i18n/translator.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import { pageMeta } from '#web/lib/seo.ts';

export const meta = ({ location }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  return pageMeta({
    language,
    title: t('subscriptions.acknowledgeTitle'),
    description: t('subscriptions.acknowledgeDescription'),
    path: '/subscriptions/acknowledge',
  });
};

export default function SubscriptionAcknowledgePage() {
  const { t, language } = useSubscriptionsTranslation();
  return (
    <div lang={language}>
      <PageHero eyebrow={t('subscriptions.eyebrow')} title={t('subscriptions.acknowledgeTitle')} />
      <Section>
        <TokenAction
          intro={<p>{t('subscriptions.acknowledgeIntro')}</p>}
          label={t('subscriptions.acknowledgeButton')}
          act={acknowledgeCircular}
        />
      </Section>
    </div>
  );
}
