import type { MissingItem } from '#contracts/content/disclosure-completeness.ts';
import { schoolInformationSections } from '#contracts/content/school-information.ts';
import styles from '#web/features/admin-content/shared/admin-content.module.css';

/**
 * Which Appendix IX items are still empty, for staff: the public page leaves out a missing
 * document, link or table, and says a missing figure or text is not published yet.
 */
export function MissingSummary({ items }: { items: MissingItem[] }) {
  if (items.length === 0) {
    return <p className={styles.hint}>Every Appendix IX item is filled in.</p>;
  }
  return (
    <section aria-labelledby="missing-title">
      <h2 id="missing-title" className={styles.hint}>
        Not yet filled in ({items.length}); the public page leaves out these documents and links,
        and shows “Not published yet” for these figures and texts
      </h2>
      <ul className={styles.hint}>
        {items.map((item) => (
          <li key={`${item.section}-${item.key}`}>
            {item.label} ({schoolInformationSections[item.section].title})
          </li>
        ))}
      </ul>
    </section>
  );
}
