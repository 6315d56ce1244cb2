import styles from './facts.module.css';

/** Label and value pairs; an empty answer says so instead of leaving a gap. */
export function Facts({ rows }: { rows: string[][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
