import type { ReactNode } from 'react';
import { inspirationFor } from '#web/features/calendar/inspiration-lines.ts';
import { StaffWords } from '#web/components/ui/staff-words.tsx';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import type { DateKey } from '#web/lib/school-date.ts';
import type { CalendarData } from '#web/features/calendar/calendar-data.ts';
import styles from './calendar.module.css';

function EntryCard({
  tone,
  label,
  title,
  span,
  children,
}: {
  tone: 'event' | 'leave' | 'inspiration';
  label: string;
  title?: ReactNode;
  /** The first and last day of an entry over several days, e.g. a winter break. */
  span?: string | undefined;
  children: ReactNode;
}) {
  return (
    <article className={`${styles.entry} ${styles[tone]}`}>
      <p className={styles.entryLabel}>{label}</p>
      {title && <h4 className={styles.entryTitle}>{title}</h4>}
      {span && <p className={styles.entrySpan}>{span}</p>}
      <div className={styles.entryText}>{children}</div>
    </article>
  );
}

/**
 * The selected day: date badge, long date, then its events, else its holidays, else a line of
 * daily inspiration. Announced politely so screen-reader users hear what a chosen day holds.
 */
export function DayDetails({ date, entries }: { date: DateKey; entries: CalendarData['entries'] }) {
  const { t, language } = useTranslation();
  const names = dateNamesFor(language);
  const badge = names.shortParts(date);
  const spanOf = (entry: { date: string; endDate: string | null }) =>
    entry.endDate ? names.listSpan(entry.date, entry.endDate) : undefined;

  let body: ReactNode;
  if (entries.events.length) {
    body = entries.events.map((event) => (
      <EntryCard
        key={event.id}
        tone="event"
        label={t('calendar.schoolEvent')}
        title={<StaffWords english={event.title} hindi={event.titleHi} />}
        span={spanOf(event)}
      >
        {event.description && (
          <p>
            <StaffWords english={event.description} hindi={event.descriptionHi} />
          </p>
        )}
      </EntryCard>
    ));
  } else if (entries.leaves.length) {
    body = entries.leaves.map((leave) => (
      <EntryCard
        key={leave.id}
        tone="leave"
        label={t('calendar.schoolHoliday')}
        title={<StaffWords english={leave.title} hindi={leave.titleHi} />}
        span={spanOf(leave)}
      >
        {leave.description && (
          <p>
            <StaffWords english={leave.description} hindi={leave.descriptionHi} />
          </p>
        )}
      </EntryCard>
    ));
  } else {
    body = (
      <EntryCard tone="inspiration" label={t('calendar.dailyInspiration')}>
        <p>{t(inspirationFor(date))}</p>
      </EntryCard>
    );
  }

  return (
    <div className={styles.details} aria-live="polite">
      <div className={styles.detailsHeader}>
        <span className={styles.badge} aria-hidden="true">
          <span className={styles.badgeDay}>{badge.day}</span>
          <span className={styles.badgeMonth}>{badge.month}</span>
        </span>
        <h3 className={styles.longDate}>{names.longDate(date)}</h3>
      </div>
      {body}
    </div>
  );
}
