import type { ReactNode } from 'react';
import { Link } from '#web/components/ui/local-link.tsx';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import styles from './news-events.module.css';

/**
 * One event or notice: a date badge, the title (a link to its page), the date (or an event's
 * first and last day), text and extras.
 */
export function DatedItem({
  date,
  endDate,
  title,
  href,
  description,
  number,
  children,
}: {
  date: string;
  /** The last day of an event over several days, shown as a range after the first. */
  endDate?: string | null;
  /** A notice's circular number, shown before its date. */
  number?: string;
  title: ReactNode;
  href: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const names = dateNamesFor(useTranslation().language);
  const badge = names.shortParts(date);
  return (
    <li className={styles.item}>
      <span className={styles.badge} aria-hidden="true">
        <span className={styles.badgeDay}>{badge.day}</span>
        <span className={styles.badgeMonth}>{badge.month}</span>
      </span>
      <div className={styles.itemBody}>
        <h3 className={styles.itemTitle}>
          <Link to={href}>{title}</Link>
        </h3>
        <p className={styles.itemDate}>
          {number && <span className={styles.number}>{number} · </span>}
          {endDate ? (
            <>
              <time dateTime={date}>{names.listDate(date)}</time> –{' '}
              <time dateTime={endDate}>{names.listDate(endDate)}</time>
            </>
          ) : (
            <time dateTime={date}>{names.listDate(date)}</time>
          )}
        </p>
        {description && <p className={styles.itemText}>{description}</p>}
        {children}
      </div>
    </li>
  );
}
