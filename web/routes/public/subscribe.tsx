import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import formStyles from '#web/components/forms/public-form.module.css';
import { SubscribeForm } from '#web/features/subscriptions/components/subscribe-form.tsx';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import { pageMeta, translatedMeta } from '#web/lib/seo.ts';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({
    ...translatedMeta('subscriptions', languageOfPath(location.pathname)),
    path: '/subscribe',
  });

export default function SubscribePage() {
  const { t, language } = useSubscriptionsTranslation();
  return (
    <div lang={language}>
      <PageHero
        eyebrow={t('subscriptions.eyebrow')}
        title={t('subscriptions.title')}
        lead={t('subscriptions.lead')}
      />
      <Section>
        <div className={formStyles.narrow}>
          <p>{t('subscriptions.privacy')}</p>
          <SubscribeForm />
          <p>
            <Link to="/news-events?show=notices">{t('subscriptions.readOnline')}</Link>
          </p>
        </div>
      </Section>
    </div>
  );
}
