import { schoolInformationSections } from '#contracts/content/school-information.ts';
import type { MissingItem } from '#web/features/mandatory-disclosure/school-information-view.ts';
import styles from './mandatory-disclosure.module.css';

/** Which required documents and links are not published yet, so nobody has to open every section. */
export function MissingSummary({ items }: { items: MissingItem[] }) {
  if (items.length === 0) {
    return <p className={styles.complete}>All required documents are published.</p>;
  }
  return (
    <section className={styles.summary} aria-labelledby="missing-title">
      <h3 id="missing-title">Not yet published ({items.length})</h3>
      <ul>
        {items.map((item) => (
          <li key={`${item.section}-${item.key}`}>
            {item.label}{' '}
            <span className={styles.summarySection}>
              ({schoolInformationSections[item.section].title})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
