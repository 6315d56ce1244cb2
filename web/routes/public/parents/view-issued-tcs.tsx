import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { data } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Steps } from '#web/components/ui/steps.tsx';
import { PublishedTcsTable } from '#web/features/tc-verification/components/published-tcs-table.tsx';
import { TcVerificationForm } from '#web/features/tc-verification/components/tc-verification-form.tsx';
import { loadTcVerification } from '#web/features/tc-verification/tc-verification-data.ts';
import { clientKey, publicContent } from '#web/lib/public-content.ts';
import { useTcVerificationTranslation } from '#web/features/tc-verification/messages/tc-verification-messages.ts';
import { schoolOf, useSchool } from '#web/lib/school.ts';
import { pageMeta, translatedMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/view-issued-tcs';
import styles from './parents.module.css';
import { tcNotes, verificationSteps } from './view-issued-tcs-content.ts';

export const meta = ({ location, matches }: MetaArgs) =>
  pageMeta({
    ...translatedMeta('tcVerification', languageOfPath(location.pathname), schoolOf(matches)),
    path: '/view-issued-tcs',
  });

/** The empty form and the published list: the same for everyone, cached like any page. */
export const loader = ({ url, context }: Route.LoaderArgs) =>
  loadTcVerification(publicContent(context, url), undefined, clientKey(context));

/**
 * The number and date of birth, POSTed (personal data stays out of the address, decision 0026).
 * The answer is one visitor's: never cached (server/plugins/web-pages.ts), by browsers neither.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const sent = await request.formData();
  const page = await loadTcVerification(publicContent(context, url), sent, clientKey(context));
  const noStore = { 'Cache-Control': 'no-store' };
  if (!page.refused) return data(page, { headers: noStore });
  const retryAfter = String(page.refused.retryAfterSeconds);
  return data(page, { status: 429, headers: { ...noStore, 'Retry-After': retryAfter } });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export default function ViewIssuedTcsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTcVerificationTranslation();
  const email = useSchool().emails.office;
  const subject = t('tcVerification.mailSubject');
  return (
    <div lang={language}>
      <PageHero
        eyebrow={t('tcVerification.eyebrow')}
        title={t('tcVerification.heroTitle')}
        lead={t('tcVerification.lead')}
      />
      <Section title={t('tcVerification.formSection')}>
        <div className={styles.twoColumn}>
          <TcVerificationForm page={actionData ?? loaderData} />
          <aside className={styles.aside} aria-labelledby="tc-notes-title">
            <h3 id="tc-notes-title">{t('tcVerification.notesTitle')}</h3>
            <CheckList items={tcNotes.map((note) => t(`tcVerification.notes.${note}`))} compact />
          </aside>
        </div>
      </Section>
      {loaderData.list && (
        <Section title={t('tcVerification.listTitle')}>
          <PublishedTcsTable list={loaderData.list} />
        </Section>
      )}
      <Section title={t('tcVerification.stepsTitle')} tone="muted">
        <Steps
          steps={verificationSteps.map((step) => ({
            title: t(`tcVerification.steps.${step}`),
            text: t(`tcVerification.steps.${step}Text`, { email, subject }),
          }))}
        />
        <div className={styles.actions}>
          <ButtonLink
            to={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
            external={false}
          >
            {t('tcVerification.emailOffice')}
          </ButtonLink>
          <ButtonLink to="/withdrawal-policy" variant="secondary">
            {t('tcVerification.withdrawalPolicy')}
          </ButtonLink>
        </div>
      </Section>
    </div>
  );
}
