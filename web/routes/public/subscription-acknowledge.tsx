import { useActionData, type MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { acknowledgeCircular } from '#web/features/subscriptions/api/subscription-calls.ts';
import { TokenAction } from '#web/features/subscriptions/components/token-action.tsx';
import { translatorFor } from '#web/i18n/translator.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import {
  linkOutcome,
  linkPageData,
  linkPageHeaders,
  postedToken,
} from '#web/features/subscriptions/link-page.ts';
import { clientKey } from '#web/lib/public-content.ts';
import { publicForms } from '#web/lib/public-forms.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/subscription-acknowledge';

/** Behind a mailed link: rendered for each visitor, so not in the sitemap (render-page.ts). */
export const handle = { mailedLink: true };

export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  return [
    ...pageMeta({
      school: schoolOf(matches),
      language,
      title: t('subscriptions.acknowledgeTitle'),
      description: t('subscriptions.acknowledgeDescription'),
      path: '/subscriptions/acknowledge',
    }),
    // A page behind a mailed link means nothing without its token: not for search engines.
    { name: 'robots', content: 'noindex' },
  ];
};

/** The token of the mailed link's address (`?token=`); a GET changes nothing (decision 0016). */
export const loader = ({ request }: Route.LoaderArgs) => linkPageData(request);

/** The button's POST without scripts (decision 0026): the same change as the API's. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = postedToken(await request.formData(), request);
  return linkOutcome(
    await publicForms(context).acknowledgeCircular(token, clientKey(context)),
    request,
  );
}

export const headers: Route.HeadersFunction = () => linkPageHeaders;

export default function SubscriptionAcknowledgePage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useSubscriptionsTranslation();
  const answered = useActionData<typeof action>();
  return (
    <div lang={language}>
      <PageHero eyebrow={t('subscriptions.eyebrow')} title={t('subscriptions.acknowledgeTitle')} />
      <Section>
        <TokenAction
          intro={<p>{t('subscriptions.acknowledgeIntro')}</p>}
          label={t('subscriptions.acknowledgeButton')}
          tokenInAddress={loaderData.token}
          answered={answered}
          act={acknowledgeCircular}
        />
      </Section>
    </div>
  );
}
