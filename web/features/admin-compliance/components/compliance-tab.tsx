import { useId, useState } from 'react';
import { Link } from 'react-router';
import { adminScreens } from '#contracts/admin-addresses.ts';
import {
  expiryWarningDays,
  type BrokenAddress,
  type Compliance,
  type ComplianceTab,
} from '#contracts/compliance.ts';
import { disclosureScreens } from '#contracts/disclosure-screens.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useRemoteData } from '#web/lib/use-remote-data.ts';
import { formatDay, formatTime } from '#web/lib/format.ts';
import { getCompliance, runLinkCheck } from '#web/features/admin-compliance/api/compliance-api.ts';
import styles from './compliance-tab.module.css';

/** The screen that fixes a problem, by the name the report gives it. */
const fixLink = (screen: ComplianceTab) => adminScreens[screen];

function Count({ label, count, tab }: { label: string; count: number; tab: ComplianceTab }) {
  return (
    <li className={count ? styles.problem : styles.fine}>
      <Link to={fixLink(tab)}>
        <strong>{count}</strong> {label}
      </Link>
    </li>
  );
}

/**
 * A link or document that does not open, once however many places use it: what happened and
 * what to do, then each place with the tab that edits it. The checker's technical reason stays
 * folded under "Details" for whoever helps the school.
 */
function BrokenAddressItem({ address }: { address: BrokenAddress }) {
  return (
    <li>
      <span className={styles.target}>{address.target}</span>
      <p>{address.message}</p>
      <p>{address.places.length === 1 ? 'Used in:' : `Used in ${address.places.length} places:`}</p>
      <ul>
        {address.places.map((place) => (
          <li key={`${place.label}-${place.where}`}>
            <Link to={fixLink(place.fixTab)}>{place.label}</Link>, {place.where}
          </li>
        ))}
      </ul>
      <details>
        <summary>Details</summary>
        <p className={styles.details}>{address.details}</p>
      </details>
    </li>
  );
}

/**
 * The admin's first screen: what CBSE would find missing, lapsing, broken or late, each linked to
 * the tab that fixes it.
 */
export function ComplianceTab() {
  const { state } = useRemoteData(getCompliance, 'compliance');
  const [fresh, setFresh] = useState<Compliance>();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string>();
  const titleId = useId();
  const report = fresh ?? (state.status === 'loaded' ? state.data : undefined);

  const check = async () => {
    setChecking(true);
    setFailure(undefined);
    try {
      setFresh(await runLinkCheck());
    } catch {
      setFailure('The link check failed. Please try again.');
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId}>{disclosureScreens.compliance.name}</h1>
      <p>{disclosureScreens.compliance.description}</p>
      {state.status === 'loading' && <p role="status">Loading the compliance checks…</p>}
      {state.status === 'error' && <p role="alert">The compliance checks could not be loaded.</p>}
      {report && (
        <>
          <ul className={styles.counts} aria-label="Summary">
            <Count
              label="items not filled in"
              count={report.missing.length}
              tab="school-information"
            />
            <Count
              label={`certificates expired or expiring within ${expiryWarningDays} days`}
              count={report.expiring.length}
              tab="school-information"
            />
            <Count
              label="links or documents that do not open"
              count={report.brokenLinks.addresses.length}
              tab="compliance"
            />
            <Count
              label="deadlines not met"
              count={report.deadlines.filter((deadline) => deadline.status !== 'done').length}
              tab="school-information"
            />
            <Count
              label="checks failing"
              count={report.checks.filter((each) => !each.ok).length}
              tab="school-information"
            />
          </ul>

          <h2>Certificates</h2>
          {report.expiring.length ? (
            <ul>
              {report.expiring.map((item) => (
                <li key={item.key}>
                  <Link to={fixLink(item.fixTab)}>{item.label}</Link>:{' '}
                  {item.expired
                    ? `expired on ${formatDay(item.validUntil)}`
                    : `valid until ${formatDay(item.validUntil)} (${item.daysLeft} days left)`}
                </li>
              ))}
            </ul>
          ) : (
            <p>No certificate expires within {expiryWarningDays} days.</p>
          )}

          <h2>Deadlines</h2>
          <ul>
            {report.deadlines.map((deadline) => (
              <li key={deadline.label}>
                <Link to={fixLink(deadline.fixTab)}>{deadline.label}</Link>, due {deadline.due}:{' '}
                <strong>{deadline.status}</strong>
              </li>
            ))}
          </ul>

          <h2>Checks</h2>
          <ul>
            {report.checks.map((each) => (
              <li key={each.label}>
                {each.label}: {each.figure}. {each.rule}:{' '}
                <strong>{each.ok ? 'met' : 'not met'}</strong>
              </li>
            ))}
          </ul>

          <h2>Links and documents</h2>
          <p>
            {report.brokenLinks.checkedAt
              ? `Last checked ${formatTime(report.brokenLinks.checkedAt)}: ${report.brokenLinks.checked} checked in ${report.brokenLinks.durationMs} ms.`
              : 'Not checked yet.'}{' '}
            Checked every day.
          </p>
          {report.brokenLinks.addresses.length > 0 && (
            <ul aria-label="Broken links and documents" className={styles.addresses}>
              {report.brokenLinks.addresses.map((address) => (
                <BrokenAddressItem key={`${address.kind}-${address.target}`} address={address} />
              ))}
            </ul>
          )}
          <Button type="button" onClick={() => void check()} disabled={checking}>
            {checking ? 'Checking…' : 'Check links now'}
          </Button>
          {failure && <p role="alert">{failure}</p>}

          <h2>Not filled in</h2>
          {report.missing.length ? (
            <ul aria-label="Items not filled in">
              {report.missing.map((item) => (
                <li key={`${item.section}-${item.key}`}>
                  <Link to={fixLink(item.fixTab)}>{item.label}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>Every Appendix IX item is filled in.</p>
          )}
        </>
      )}
    </section>
  );
}
