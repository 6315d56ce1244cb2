import type { ReactNode } from 'react';
import styles from './key-facts.module.css';

export type KeyFact = { label: string; value: ReactNode; note?: ReactNode };

/** A strip of short facts (a time, a number, a deadline) with a label and an optional note. */
export function KeyFacts({ facts }: { facts: readonly KeyFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
          {fact.note && <dd className={styles.note}>{fact.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
