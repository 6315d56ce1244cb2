import type { AdmissionFunnel } from '#web/features/admin-admissions/lib/admission-figures.ts';
import { stageWords } from '#web/features/admin-admissions/lib/admission-words.ts';
import styles from './admissions.module.css';

/** How many applied this year, and how many are at each stage now. */
export function AdmissionFunnelView({ year, funnel }: { year: string; funnel: AdmissionFunnel }) {
  return (
    <section className={styles.part} aria-labelledby="admission-funnel-title">
      <h2 id="admission-funnel-title">Where the {year} applications are</h2>
      <ul className={styles.figures} aria-label={`Applications of ${year} by stage`}>
        <li>
          <span>Applied</span>
          <span className={styles.figure}>{funnel.applied}</span>
        </li>
        {funnel.steps.map((step) => (
          <li key={step.stage}>
            <span>{stageWords(step.stage)}</span>
            <span className={styles.figure}>{step.count}</span>
          </li>
        ))}
        {funnel.outcomes.map((step) => (
          <li key={step.stage} className={styles.outcome}>
            <span>{stageWords(step.stage)}</span>
            <span className={styles.figure}>{step.count}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>Each application is counted once, at the stage it is at now.</p>
    </section>
  );
}
