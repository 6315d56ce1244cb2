import { Link } from 'react-router';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { CtaBanner } from '#web/components/ui/cta-banner.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { PageHero } from '#web/components/ui/page-hero.tsx';
import { Section } from '#web/components/ui/section.tsx';
import { pageMeta } from '#web/lib/seo.ts';
import {
  annualChargesCover,
  concessions,
  feeMeta,
  feeNotes,
  feeSession,
  formatRupees,
  lateFeeRule,
  paymentMethods,
  paymentSchedule,
  stageFees,
  transportFees,
  yearlyFee,
  type Instalment,
  type StageFee,
  type TransportFee,
} from './fee-structure-content.ts';
import styles from './parents.module.css';

export const meta = () => pageMeta(feeMeta);

export default function FeeStructurePage() {
  return (
    <>
      <PageHero
        eyebrow={`Session ${feeSession}`}
        title="Fee Structure"
        lead={`Fees for session ${feeSession}, as set by the school’s managing committee. Tuition is paid in four quarterly instalments; there are no hidden charges.`}
      />
      <Section
        title="School fees by stage"
        intro="All amounts are in Indian rupees. The yearly total is four quarters of tuition plus the annual charges; the admission fee is paid once, on joining."
      >
        <div className={styles.wideOnly}>
          <DataTable<StageFee>
            caption={`School fees for session ${feeSession}`}
            hideCaption
            columns={[
              {
                key: 'stage',
                header: 'Stage',
                rowHeader: true,
                cell: (fee) => (
                  <>
                    {fee.stage}
                    <span className={styles.cellNote}>{fee.classes}</span>
                  </>
                ),
              },
              {
                key: 'admission',
                header: 'Admission fee (once)',
                numeric: true,
                cell: (fee) => formatRupees(fee.admissionFee),
              },
              {
                key: 'tuition',
                header: 'Tuition per quarter',
                numeric: true,
                cell: (fee) => formatRupees(fee.tuitionPerQuarter),
              },
              {
                key: 'annual',
                header: 'Annual charges',
                numeric: true,
                cell: (fee) => formatRupees(fee.annualCharges),
              },
              {
                key: 'year',
                header: 'Yearly total',
                numeric: true,
                cell: (fee) => <strong>{formatRupees(yearlyFee(fee))}</strong>,
              },
            ]}
            rows={stageFees}
            rowKey={(fee) => fee.stage}
          />
        </div>
        <ul
          className={`${styles.narrowOnly} ${styles.feeCards}`}
          aria-label={`School fees for session ${feeSession}`}
        >
          {stageFees.map((fee) => (
            <li key={fee.stage} className={styles.feeCard}>
              <h3>
                {fee.stage}
                <span className={styles.cellNote}>{fee.classes}</span>
              </h3>
              <dl>
                <div>
                  <dt>Admission fee (once)</dt>
                  <dd>{formatRupees(fee.admissionFee)}</dd>
                </div>
                <div>
                  <dt>Tuition per quarter</dt>
                  <dd>{formatRupees(fee.tuitionPerQuarter)}</dd>
                </div>
                <div>
                  <dt>Annual charges</dt>
                  <dd>{formatRupees(fee.annualCharges)}</dd>
                </div>
                <div className={styles.feeTotal}>
                  <dt>Yearly total</dt>
                  <dd>{formatRupees(yearlyFee(fee))}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <p className={styles.note}>{annualChargesCover}</p>
      </Section>
      <Section
        title="Transport fees"
        tone="muted"
        intro="Transport is optional. The fee depends on the distance from the pick-up point to the school, by road."
      >
        <div className={styles.twoColumn}>
          <DataTable<TransportFee>
            caption={`Transport fees for session ${feeSession}`}
            hideCaption
            columns={[
              {
                key: 'distance',
                header: 'Distance from school',
                rowHeader: true,
                cell: (fee) => fee.distance,
              },
              {
                key: 'quarter',
                header: 'Per quarter',
                numeric: true,
                cell: (fee) => formatRupees(fee.perQuarter),
              },
              {
                key: 'year',
                header: 'Per year',
                numeric: true,
                cell: (fee) => formatRupees(fee.perQuarter * 4),
              },
            ]}
            rows={transportFees}
            rowKey={(fee) => fee.distance}
          />
          <aside className={styles.aside} aria-labelledby="transport-note-title">
            <h3 id="transport-note-title">About school transport</h3>
            <p>
              Routes beyond 15 km are arranged only where enough families share a route. To start or
              stop transport, give the office one month’s notice in writing.
            </p>
            <p>
              <Link to="/transport-facilities">Buses, routes and safety rules</Link>
            </p>
          </aside>
        </div>
      </Section>
      <Section title="Payment schedule">
        <div className={styles.twoColumn}>
          <div>
            <DataTable<Instalment>
              caption="Quarterly payment schedule"
              hideCaption
              columns={[
                {
                  key: 'quarter',
                  header: 'Instalment',
                  rowHeader: true,
                  cell: (row) => row.quarter,
                },
                { key: 'months', header: 'Months', cell: (row) => row.months },
                { key: 'due', header: 'Due by', cell: (row) => row.dueBy },
                { key: 'includes', header: 'Includes', cell: (row) => row.includes },
              ]}
              rows={paymentSchedule}
              rowKey={(row) => row.quarter}
            />
            <p className={styles.note}>{lateFeeRule}</p>
          </div>
          <Card title="How to pay">
            <CheckList items={paymentMethods} compact />
          </Card>
        </div>
      </Section>
      <Section
        title="Concessions"
        tone="muted"
        intro="Only one concession applies to a student at a time: the one most favourable to the family."
      >
        <CardGrid minWidth="18rem">
          {concessions.map((item) => (
            <Card key={item.title} title={item.title}>
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section title="Please note">
        <div className={styles.prose}>
          <CheckList items={feeNotes} />
        </div>
      </Section>
      <CtaBanner
        title="Questions about fees?"
        text={`The accounts office answers fee questions on weekdays from 9:00 AM to 3:00 PM, or write to ${schoolIdentity.emails.office}.`}
        actions={
          <>
            <ButtonLink to="/contact" variant="light">
              Contact the office
            </ButtonLink>
            <ButtonLink to={schoolIdentity.admissionUrl} external variant="outlineLight">
              Apply Now
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
