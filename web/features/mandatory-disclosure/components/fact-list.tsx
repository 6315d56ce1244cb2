import type { ReactNode } from 'react';
import styles from './mandatory-disclosure.module.css';

export type Fact = { key: string; label: string; value: ReactNode };

/** Label and value pairs of one School Information section. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
