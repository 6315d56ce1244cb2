import type { ReactNode } from 'react';
import styles from './steps.module.css';

export type Step = { title: string; text: ReactNode };

/** A numbered procedure: each step has a short title and a sentence or two. */
export function Steps({
  steps,
  headingLevel = 3,
}: {
  steps: readonly Step[];
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <Heading className={styles.title}>{step.title}</Heading>
          <div className={styles.text}>{step.text}</div>
        </li>
      ))}
    </ol>
  );
}
