import { data, useActionData, type MetaArgs } from 'react-router';
import type { ApplicationStatus } from '#contracts/admissions.ts';
import { languageOfPath } from '#contracts/languages.ts';
import type { FormAnswer } from '#contracts/public-forms.ts';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Acknowledgement } from '#web/features/admissions/components/acknowledgement.tsx';
import styles from '#web/features/admissions/components/admissions.module.css';
import { StatusView } from '#web/features/admissions/components/status-view.tsx';
import { useAdmissionsTranslation } from '#web/features/admissions/messages/admissions-messages.ts';
import { linkPageHeaders, postedToken } from '#web/features/subscriptions/link-page.ts';
import { translatorFor } from '#web/i18n/translator.ts';
import { clientKey } from '#web/lib/public-content.ts';
import { inPageLanguage, publicForms, sentFile } from '#web/lib/public-forms.ts';
import { schoolOf } from '#web/lib/school.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/status';

/** Behind a mailed link: one family's page, rendered for each visitor, not in the sitemap. */
export const handle = { mailedLink: true };

export const meta = ({ location, matches }: MetaArgs) => {
  const language = languageOfPath(location.pathname);
  const t = translatorFor(language);
  return [
    ...pageMeta({
      school: schoolOf(matches),
      language,
      title: t('admissions.statusTitle'),
      description: t('admissions.statusDescription'),
      path: '/admissions/status',
    }),
    // A child's application: never for search engines.
    { name: 'robots', content: 'noindex' },
  ];
};

export const headers: Route.HeadersFunction = () => linkPageHeaders;

type StatusPage = {
  token: string;
  /** This page's own address, the status link to keep. */
  link: string;
  status?: ApplicationStatus;
  /** Just sent from the application form: the acknowledgement is shown. */
  received: boolean;
};

function linkOf(request: Request, token: string): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}?token=${encodeURIComponent(token)}`;
}

/**
 * The application of the mailed link's token (`?token=`), as GET /api/admissions/status reads
 * it: a read that changes nothing. No token or a stale one: a page that says what to do.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const token = params.get('token')?.trim() ?? '';
  const page: StatusPage = {
    token,
    link: linkOf(request, token),
    received: params.has('received'),
  };
  if (!token) return data(page, { headers: linkPageHeaders });
  const answer = await publicForms(context).readAdmissionStatus(token);
  if (!answer.ok) return data(page, { status: answer.status, headers: linkPageHeaders });
  return data({ ...page, status: answer.status }, { headers: linkPageHeaders });
}

type Outcome = {
  ok: boolean;
  text: string;
  intent: string;
  document?: string;
  status?: ApplicationStatus;
  deleted?: boolean;
};

/** The page's forms, sent without scripts: the same writes as the API's status routes. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = postedToken(form, request);
  const forms = publicForms(context);
  const key = clientKey(context);
  const intent = String(form.get('intent') ?? '');
  const document = String(form.get('document') ?? '');
  const t = translatorFor(languageOfPath(new URL(request.url).pathname));
  let answer: FormAnswer<{ status?: ApplicationStatus }>;
  if (intent === 'document')
    answer = await forms.resendAdmissionDocument(
      token,
      document,
      await sentFile(form, 'file'),
      key,
    );
  else if (intent === 'slot')
    answer = await forms.bookAdmissionSlot(token, String(form.get('slotId') ?? ''), key);
  else if (intent === 'accept' || intent === 'decline')
    answer = await forms.decideAdmissionOffer(token, intent, key);
  else if (intent === 'delete' && form.get('confirm') !== 'yes')
    return data<Outcome>(
      { ok: false, intent, text: t('admissions.deleteNotConfirmed') },
      { status: 400, headers: linkPageHeaders },
    );
  else answer = await forms.deleteAdmission(token, key);
  const message = answer.ok ? answer.message : (answer.errors[0]?.message ?? answer.message);
  const outcome: Outcome = {
    ok: answer.ok,
    intent,
    text: inPageLanguage(message, request.url),
    ...(intent === 'document' && { document }),
    ...(answer.ok && answer.status && { status: answer.status }),
    ...(answer.ok && intent === 'delete' && { deleted: true }),
  };
  return data(outcome, { status: answer.ok ? 200 : answer.status, headers: linkPageHeaders });
}

export default function AdmissionStatusPage({ loaderData }: Route.ComponentProps) {
  const { t, language } = useAdmissionsTranslation();
  const answered = useActionData<typeof action>();
  const status = answered?.deleted ? undefined : (answered?.status ?? loaderData.status);
  return (
    <div lang={language}>
      <PageHero eyebrow={t('admissions.eyebrow')} title={t('admissions.statusTitle')} />
      <Section>
        <div className={styles.box}>
          {answered && (
            <div
              className={`${styles.panel} ${answered.ok ? styles.ok : styles.refused}`}
              role={answered.ok ? 'status' : 'alert'}
            >
              <p>{answered.text}</p>
            </div>
          )}
          {answered?.deleted ? null : status ? (
            <>
              {loaderData.received && !answered ? (
                <Acknowledgement status={status} link={loaderData.link} />
              ) : (
                <div className={styles.panel}>
                  <dl className={styles.facts}>
                    <dt>{t('admissions.number')}</dt>
                    <dd>{status.number}</dd>
                  </dl>
                </div>
              )}
              <StatusView
                status={status}
                token={loaderData.token}
                fieldError={
                  answered && !answered.ok
                    ? {
                        intent: answered.intent,
                        document: answered.document,
                        message: answered.text,
                      }
                    : undefined
                }
              />
            </>
          ) : (
            <div className={`${styles.panel} ${styles.refused}`}>
              <h2>{t('admissions.staleTitle')}</h2>
              <p>{t('admissions.staleText')}</p>
            </div>
          )}
        </div>
      </Section>
    </div>
  );
}
