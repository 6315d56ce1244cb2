import { schoolIdentity } from '#contracts/school-identity.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Steps } from '#web/components/ui/steps.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import styles from './parents.module.css';
import {
  issuedTcs,
  issuedTcsMeta,
  issuedTcsUpdated,
  tcNotes,
  verificationSteps,
  type IssuedTc,
} from './view-issued-tcs-content.ts';

export const meta = () => pageMeta(issuedTcsMeta);

export default function ViewIssuedTcsPage() {
  return (
    <>
      <PageHero
        eyebrow="Admissions · Records"
        title="Issued Transfer Certificates"
        lead="The school office publishes the list of Transfer Certificates (TCs) it issues, so that parents and other schools can check that a certificate is genuine."
      />
      <Section
        title="Recently issued TCs"
        intro={`Session 2025-26. List last updated on ${issuedTcsUpdated}.`}
      >
        <div className={styles.twoColumn}>
          <DataTable<IssuedTc>
            caption="Transfer Certificates issued in session 2025-26"
            hideCaption
            columns={[
              { key: 'number', header: 'TC number', rowHeader: true, cell: (tc) => tc.number },
              { key: 'class', header: 'Class', cell: (tc) => tc.className },
              {
                key: 'date',
                header: 'Date of issue',
                cell: (tc) => <span className={styles.noWrap}>{tc.issuedOn}</span>,
              },
              { key: 'reason', header: 'Reason', cell: (tc) => tc.reason },
            ]}
            rows={issuedTcs}
            rowKey={(tc) => tc.number}
          />
          <aside className={styles.aside} aria-labelledby="tc-notes-title">
            <h3 id="tc-notes-title">About this list</h3>
            <CheckList items={tcNotes} compact />
          </aside>
        </div>
      </Section>
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
