import styles from './news-events.module.css';

export const filters = [
  { id: 'all', label: 'All' },
  { id: 'events', label: 'Events' },
  { id: 'notices', label: 'Notices' },
] as const;
export type Filter = (typeof filters)[number]['id'];

/** Toggle buttons (aria-pressed) choosing what the list shows. */
export function FilterButtons({
  value,
  onChange,
}: {
  value: Filter;
  onChange: (filter: Filter) => void;
}) {
  return (
    <div className={styles.filters} role="group" aria-label="Show">
      {filters.map((filter) => (
        <button
          key={filter.id}
          type="button"
          className={styles.filter}
          aria-pressed={value === filter.id}
          onClick={() => onChange(filter.id)}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
}
