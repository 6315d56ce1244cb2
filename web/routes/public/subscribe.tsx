import { useActionData, useSearchParams, type MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { Link } from '#web/components/ui/local-link.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import formStyles from '#web/components/forms/public-form.module.css';
import { SubscribeForm } from '#web/features/subscriptions/components/subscribe-form.tsx';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import { clientKey } from '#web/lib/public-content.ts';
import { formAnswer, publicForms, sentFields } from '#web/lib/public-forms.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta, translatedMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/subscribe';

export const meta = ({ location, matches }: MetaArgs) =>
  pageMeta({
    ...translatedMeta('subscriptions', languageOfPath(location.pathname), schoolOf(matches)),
    path: '/subscribe',
  });

/** The form sent without scripts (decision 0026): requested as POST /api/subscriptions does. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = sentFields(await request.formData());
  const answer = await publicForms(context).subscribe(fields, clientKey(context));
  return formAnswer(answer, request, fields, 'subscribe');
}

export default function SubscribePage() {
  const { t, language } = useSubscriptionsTranslation();
  const problems = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <div lang={language}>
      <PageHero
        eyebrow={t('subscriptions.eyebrow')}
        title={t('subscriptions.title')}
        lead={t('subscriptions.lead')}
      />
      <Section id="subscribe">
        <div className={formStyles.narrow}>
          <p>{t('subscriptions.privacy')}</p>
          <SubscribeForm problems={problems} sent={params.has('sent')} />
          <p>
            <Link to="/news-events?show=notices">{t('subscriptions.readOnline')}</Link>
          </p>
        </div>
      </Section>
    </div>
  );
}
