import styles from './stat-grid.module.css';

export type StatItem = { value: string; label: string };

/** Key figures shown large, each with a short label ("12:1" student-to-teacher ratio). */
export function StatGrid({ items, label }: { items: StatItem[]; label: string }) {
  return (
    <dl className={styles.grid} aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
