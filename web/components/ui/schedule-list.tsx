import type { ReactNode } from 'react';
import styles from './schedule-list.module.css';

export type ScheduleItem = {
  /** The big line of the badge: a time ("9:00 – 9:20") or a date ("May 15"). */
  when: string;
  /** A smaller second line of the badge ("2025", "AM"). */
  whenDetail?: string;
  /** Machine-readable date or time for <time>, e.g. "2025-05-15" or "09:00". */
  dateTime?: string;
  /** Text, or what staff wrote in the page's language (StaffWords). */
  title: ReactNode;
  text?: ReactNode;
  /** Where it happens, shown after a pin. */
  location?: string;
};

/** A vertical timeline: a day's routine, upcoming events, a year-by-year plan. */
export function ScheduleList({ items, label }: { items: ScheduleItem[]; label: string }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item, index) => (
        <li key={`${item.when} ${index}`} className={styles.item}>
          <Badge dateTime={item.dateTime}>
            <span className={styles.when}>{item.when}</span>
            {item.whenDetail && <span className={styles.detail}>{item.whenDetail}</span>}
          </Badge>
          <div className={styles.body}>
            <p className={styles.title}>{item.title}</p>
            {item.location && (
              <p className={styles.location}>
                <span className="visually-hidden">Location: </span>
                {item.location}
              </p>
            )}
            {item.text && <p className={styles.text}>{item.text}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * A <time> only with a machine-readable date: without one, a <time> must hold a valid date as
 * its text, and "Step 1" is not (server/plugins/html-validity.test.ts).
 */
function Badge({ dateTime, children }: { dateTime?: string; children: ReactNode }) {
  if (dateTime === undefined) return <span className={styles.badge}>{children}</span>;
  return (
    <time className={styles.badge} dateTime={dateTime}>
      {children}
    </time>
  );
}
