import type { MetaArgs } from 'react-router';
import { languageOfPath } from '#contracts/languages.ts';
import { data } from 'react-router';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Steps } from '#web/components/ui/steps.tsx';
import { PublishedTcsTable } from '#web/features/tc-verification/components/published-tcs-table.tsx';
import { TcVerificationForm } from '#web/features/tc-verification/components/tc-verification-form.tsx';
import { loadTcVerification } from '#web/features/tc-verification/tc-verification-data.ts';
import { publicContent } from '#web/lib/public-content.ts';
import { pageMeta } from '#web/lib/seo.ts';
import type { Route } from './+types/view-issued-tcs';
import styles from './parents.module.css';
import { issuedTcsMeta, tcNotes, verificationSteps } from './view-issued-tcs-content.ts';

export const meta = ({ location }: MetaArgs) =>
  pageMeta({ ...issuedTcsMeta, language: languageOfPath(location.pathname) });

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = await loadTcVerification(publicContent(context), params);
  // An answer to one visitor's TC number and date of birth is never cached: the server keeps no
  // copy of a no-store page (server/plugins/web-pages.ts), and browsers and proxies keep none.
  // The empty form is the same for everyone and is cached like any page.
  return params.has('number') ? data(page, { headers: { 'Cache-Control': 'no-store' } }) : page;
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function ViewIssuedTcsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Admissions · Records"
        title="Verify a Transfer Certificate"
        lead="Parents and other schools can check here that a Transfer Certificate (TC) was issued by this school."
      />
      <Section title="Verify a TC">
        <div className={styles.twoColumn}>
          <TcVerificationForm page={loaderData} />
          <aside className={styles.aside} aria-labelledby="tc-notes-title">
            <h3 id="tc-notes-title">About this check</h3>
            <CheckList items={tcNotes} compact />
          </aside>
        </div>
      </Section>
      {loaderData.list && (
        <Section title="Issued TCs">
          <PublishedTcsTable list={loaderData.list} />
        </Section>
      )}
      <Section title="How to verify a TC" tone="muted">
        <Steps steps={verificationSteps} />
        <div className={styles.actions}>
          <ButtonLink
            to={`mailto:${schoolIdentity.emails.office}?subject=${encodeURIComponent('TC verification')}`}
            external={false}
          >
            E-mail the school office
          </ButtonLink>
          <ButtonLink to="/withdrawal-policy" variant="secondary">
            Withdrawal policy
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
