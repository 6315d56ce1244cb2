import type { AdmissionFunnel } from '#web/features/admin-admissions/lib/admission-figures.ts';
import { stageWords } from '#web/features/admin-admissions/lib/admission-words.ts';
import styles from './admissions.module.css';

type AdmissionFunnelViewProps = {
  /** "2027-28", or "2027-28, Class 1" when one class is chosen. */
  of: string;
  funnel: AdmissionFunnel;
};

/**
 * How many parents took the form's first step this year (or for one class), how many applied,
 * and how many are at each stage now.
 */
export function AdmissionFunnelView({ of, funnel }: AdmissionFunnelViewProps) {
  return (
    <section className={styles.part} aria-labelledby="admission-funnel-title">
      <h2 id="admission-funnel-title">Enquiries and applications of {of}</h2>
      <ul className={styles.figures} aria-labelledby="admission-funnel-title">
        <li>
          <span>Enquiries</span> <span className={styles.figure}>{funnel.enquiries}</span>
        </li>
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
      <p className={styles.muted}>
        Enquiries are parents who chose a class and typed a date of birth on the site’s admission
        form, whether they applied or not. Each application is counted once, at the stage it is at
        now.
      </p>
    </section>
  );
}
