import type { AdmissionFunnel } from '#web/features/admin-admissions/lib/admission-figures.ts';
import { stageWords } from '#web/features/admin-admissions/lib/admission-words.ts';
import styles from './admissions.module.css';

type AdmissionFunnelViewProps = {
  /** "2027-28", or "2027-28, Class 1" when one class is chosen. */
  of: string;
  funnel: AdmissionFunnel;
};

/** How many applied this year (or to one class), and how many are at each stage now. */
export function AdmissionFunnelView({ of, funnel }: AdmissionFunnelViewProps) {
  return (
    <section className={styles.part} aria-labelledby="admission-funnel-title">
      <h2 id="admission-funnel-title">Applications of {of} by stage</h2>
      <ul className={styles.figures} aria-labelledby="admission-funnel-title">
        <li>
          <span>Applied</span> <span className={styles.figure}>{funnel.applied}</span>
        </li>
        {funnel.steps.map((step) => (
          <li key={step.stage}>
            <span>{stageWords(step.stage)}</span>{' '}
            <span className={styles.figure}>{step.count}</span>
          </li>
        ))}
        {funnel.outcomes.map((step) => (
          <li key={step.stage} className={styles.outcome}>
            <span>{stageWords(step.stage)}</span>{' '}
            <span className={styles.figure}>{step.count}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>Each application is counted once, at the stage it is at now.</p>
    </section>
  );
}
