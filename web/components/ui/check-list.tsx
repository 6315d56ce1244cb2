import styles from './check-list.module.css';

export type CheckListItem = string | { title: string; text: string };

type CheckListProps = {
  items: readonly CheckListItem[];
  /** Columns on wide screens: true or 2 for two, 3 for three; false or 1 for a single column. */
  columns?: boolean | 1 | 2 | 3;
  /** Tighter spacing and smaller text, for side notes. */
  compact?: boolean;
};

/** A list with tick marks; items are a line, or a bold lead-in and a sentence. */
export function CheckList({ items, columns = false, compact = false }: CheckListProps) {
  const count = columns === true ? 2 : columns === false ? 1 : columns;
  const classes = [
    styles.list,
    count === 2 && styles.columns,
    count === 3 && styles.columns3,
    compact && styles.compact,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ul className={classes}>
      {items.map((item) =>
        typeof item === 'string' ? (
          <li key={item} className={styles.item}>
            {item}
          </li>
        ) : (
          <li key={item.title} className={styles.item}>
            <strong className={styles.title}>{item.title}</strong> {item.text}
          </li>
        ),
      )}
    </ul>
  );
}
