import { data, useActionData, type MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { ManageSubscription } from '#web/features/subscriptions/components/manage-subscription.tsx';
import { translatorFor } from '#web/i18n/translator.ts';
import { useSubscriptionsTranslation } from '#web/features/subscriptions/messages/subscriptions-messages.ts';
import { linkPageHeaders, postedToken } from '#web/features/subscriptions/link-page.ts';
import { clientKey } from '#web/lib/public-content.ts';
import { inPageLanguage, publicForms, sentFields } from '#web/lib/public-forms.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/subscription-manage';

/** Behind a mailed link: rendered for each visitor, so not in the sitemap (render-page.ts). */
export const handle = { mailedLink: true };

export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  return [
    ...pageMeta({
      school: schoolOf(matches),
      language,
      title: t('subscriptions.manageTitle'),
      description: t('subscriptions.manageDescription'),
      path: '/subscriptions/manage',
    }),
    // A page behind a mailed link means nothing without its token: not for search engines.
    { name: 'robots', content: 'noindex' },
  ];
};

/**
 * The subscription of the mailed link's address (`?token=`): a read, which changes nothing
 * (decision 0016), so the page shows the choice without scripts (decision 0026).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return data({ token }, { headers: linkPageHeaders });
  const answer = await publicForms(context).readSubscription(token);
  const page = answer.ok
    ? { token, subscription: answer.subscription }
    : { token, failure: inPageLanguage(answer.errors[0]?.message ?? answer.message, request.url) };
  return data(page, { headers: linkPageHeaders });
}

/** Saving the choice or leaving, sent without scripts: the same writes as the API's. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = postedToken(form, request);
  const forms = publicForms(context);
  const answer =
    form.get('intent') === 'unsubscribe'
      ? await forms.unsubscribe(token, clientKey(context))
      : await forms.changeSubscription(token, sentFields(form), clientKey(context));
  const message = answer.ok ? answer.message : (answer.errors[0]?.message ?? answer.message);
  const outcome = {
    ok: answer.ok,
    text: inPageLanguage(message, request.url),
    ...(answer.ok && { subscription: answer.subscription }),
  };
  return data(outcome, { status: answer.ok ? 200 : answer.status, headers: linkPageHeaders });
}

export const headers: Route.HeadersFunction = () => linkPageHeaders;

export default function SubscriptionManagePage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useSubscriptionsTranslation();
  const answered = useActionData<typeof action>();
  return (
    <div lang={language}>
      <PageHero eyebrow={t('subscriptions.eyebrow')} title={t('subscriptions.manageTitle')} />
      <Section>
        <ManageSubscription page={loaderData} answered={answered} />
      </Section>
    </div>
  );
}
