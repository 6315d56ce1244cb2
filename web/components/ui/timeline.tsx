import styles from './timeline.module.css';

export type TimelineItem = { year: string; title: string; description: string };

/** Milestones in order, on a vertical line; each milestone is a heading followed by its text. */
export function Timeline({
  items,
  headingLevel = 3,
}: {
  items: TimelineItem[];
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.timeline}>
      {items.map((item) => (
        <li key={item.year + item.title} className={styles.item}>
          <span className={styles.year}>{item.year}</span>
          <div className={styles.body}>
            <Heading className={styles.title}>{item.title}</Heading>
            <p>{item.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
