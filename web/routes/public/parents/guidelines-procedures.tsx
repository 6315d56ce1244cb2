import { schoolIdentity } from '#contracts/school-identity.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { Steps } from '#web/components/ui/steps.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import {
  admissionDocuments,
  admissionHero,
  admissionMeta,
  admissionPeriod,
  admissionSession,
  admissionSteps,
  ageNotes,
  ageRules,
  birthDateRange,
  type AgeRule,
} from './guidelines-procedures-content.ts';
import styles from './parents.module.css';

export const meta = () => pageMeta(admissionMeta);

export default function GuidelinesProceduresPage() {
  const applyNow = (
    <ButtonLink to={schoolIdentity.admissionUrl} external variant="accent">
      Apply Now
    </ButtonLink>
  );
  return (
    <>
      <PageHero {...admissionHero} actions={applyNow} />
      <Section
        title="Age criteria"
        intro={`Minimum age for each class on 31 March ${admissionSession.startYear}, for session ${admissionSession.label}.`}
      >
        <div className={styles.twoColumn}>
          <DataTable<AgeRule>
            caption={`Age criteria for session ${admissionSession.label}`}
            hideCaption
            columns={[
              {
                key: 'class',
                header: 'Class',
                rowHeader: true,
                cell: (rule) => <span className={styles.noWrap}>{rule.className}</span>,
              },
              {
                key: 'age',
                header: `Age on 31 March ${admissionSession.startYear}`,
                cell: (rule) =>
                  rule.minimumAge === null ? 'See note' : `${rule.minimumAge}+ years`,
              },
              {
                key: 'born',
                header: 'Date of birth between',
                cell: (rule) =>
                  rule.minimumAge === null
                    ? rule.note
                    : birthDateRange(rule.minimumAge, admissionSession.startYear),
              },
            ]}
            rows={ageRules}
            rowKey={(rule) => rule.className}
          />
          <aside className={styles.aside} aria-labelledby="age-notes-title">
            <h3 id="age-notes-title">Please note</h3>
            <CheckList items={ageNotes} compact />
          </aside>
        </div>
      </Section>
      <Section title="Admission procedure" tone="muted" intro={admissionPeriod.text}>
        <Steps steps={admissionSteps} />
      </Section>
      <Section title="Documents to bring">
        <div className={styles.twoColumn}>
          <Card title="Checklist of documents">
            <CheckList items={admissionDocuments} />
          </Card>
          <aside className={styles.aside} aria-labelledby="help-title">
            <h3 id="help-title">Questions about admission?</h3>
            <p>
              Write to{' '}
              <a href={`mailto:${schoolIdentity.emails.admissions}`}>
                {schoolIdentity.emails.admissions}
              </a>{' '}
              or call{' '}
              <a href={`tel:${schoolIdentity.phones[0].replace(/\s+/g, '')}`}>
                {schoolIdentity.phones[0]}
              </a>{' '}
              on weekdays between 9:00 AM and 3:00 PM.
            </p>
            <p>Campus tours run Monday to Saturday; walk-ins are welcome.</p>
          </aside>
        </div>
      </Section>
      <CtaBanner
        title="Ready to apply?"
        text={`Registration for session ${admissionSession.label} takes about ten minutes. Keep the child’s birth certificate and a photograph at hand.`}
        actions={
          <>
            <ButtonLink to={schoolIdentity.admissionUrl} external variant="light">
              Apply Now
            </ButtonLink>
            <ButtonLink to="/fee-structure" variant="outlineLight">
              See the fee structure
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
