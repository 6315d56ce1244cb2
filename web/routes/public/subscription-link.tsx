import { useActionData, useLocation, type MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import {
  acknowledgeCircular,
  confirmSubscription,
} from '#web/features/subscriptions/api/subscription-calls.ts';
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
import type { Route } from './+types/subscription-link';

/**
 * The two one-button pages behind mailed links (web/route-groups/subscriptions.ts routes both
 * addresses here): confirming a subscription, and acknowledging a circular. Each click is the
 * same change as the API's, with or without scripts.
 */
const links = {
  confirm: {
    path: '/subscriptions/confirm',
    title: 'subscriptions.confirmTitle',
    description: 'subscriptions.confirmDescription',
    intro: 'subscriptions.confirmIntro',
    button: 'subscriptions.confirmButton',
    act: confirmSubscription,
  },
  acknowledge: {
    path: '/subscriptions/acknowledge',
    title: 'subscriptions.acknowledgeTitle',
    description: 'subscriptions.acknowledgeDescription',
    intro: 'subscriptions.acknowledgeIntro',
    button: 'subscriptions.acknowledgeButton',
    act: acknowledgeCircular,
  },
} as const;

const linkOf = (pathname: string) =>
  pathname.endsWith(links.acknowledge.path) ? links.acknowledge : links.confirm;

/** Behind a mailed link: rendered for each visitor, so not in the sitemap (render-page.ts). */
export const handle = { mailedLink: true };

export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  const link = linkOf(location.pathname);
  return [
    ...pageMeta({
      school: schoolOf(matches),
      language,
      title: t(link.title),
      description: t(link.description),
      path: link.path,
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
  const forms = publicForms(context);
  const acknowledging = linkOf(new URL(request.url).pathname) === links.acknowledge;
  const answer = acknowledging
    ? await forms.acknowledgeCircular(token, clientKey(context))
    : await forms.confirmSubscription(token, clientKey(context));
  return linkOutcome(answer, request);
}

export const headers: Route.HeadersFunction = () => linkPageHeaders;

export default function SubscriptionLinkPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useSubscriptionsTranslation();
  const answered = useActionData<typeof action>();
  const link = linkOf(useLocation().pathname);
  return (
    <div lang={language}>
      <PageHero eyebrow={t('subscriptions.eyebrow')} title={t(link.title)} />
      <Section>
        <TokenAction
          intro={<p>{t(link.intro)}</p>}
          label={t(link.button)}
          tokenInAddress={loaderData.token}
          answered={answered}
          act={link.act}
        />
      </Section>
    </div>
  );
}
