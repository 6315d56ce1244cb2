import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '#web/components/ui/local-link.tsx';
import { ControlIcon } from '#web/components/ui/control-icons.tsx';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import { addMonths, toMonthKey, yearMonthOf, type DateKey } from '#web/lib/school-date.ts';
import type { CalendarData } from '#web/features/calendar/calendar-data.ts';
import styles from './calendar.module.css';
import { DayDetails } from './day-details.tsx';
import { MonthGrid } from './month-grid.tsx';

function Legend() {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-label={t('calendar.legend')}>
      <li>
        <span className={`${styles.legendDot} ${styles.event}`} aria-hidden="true" />{' '}
        {t('calendar.event')}
      </li>
      <li>
        <span className={`${styles.legendDot} ${styles.leave}`} aria-hidden="true" />{' '}
        {t('calendar.leave')}
      </li>
    </ul>
  );
}

/** The anchor the calendar's links jump to when a page loads without JavaScript. */
const anchor = 'academic-calendar';

/**
 * The academic calendar: month grid with event and holiday marks beside the selected day's
 * details, all in the page's first HTML. Months and days are plain links (`?month=`, `?date=`),
 * so it works without JavaScript; with it they load without a page reload or a scroll jump.
 */
export function AcademicCalendar({ data }: { data: CalendarData }) {
  const titleId = useId();
  const { t, language } = useTranslation();
  const navigate = useNavigate();
  const visible = yearMonthOf(`${data.month}-01`);
  const keepSelected = data.selected === data.today ? '' : `&date=${data.selected}`;
  const monthHref = (delta: number) =>
    `?month=${toMonthKey(addMonths(visible, delta))}${keepSelected}#${anchor}`;
  const dayHref = (date: DateKey) => `?date=${date}#${anchor}`;

  return (
    <div id={anchor} className={styles.calendar} lang={language}>
      <div className={styles.monthCard}>
        <div className={styles.monthHeader}>
          <Link
            to={monthHref(-1)}
            preventScrollReset
            className={styles.monthButton}
            aria-label={t('calendar.previousMonth')}
          >
            <ControlIcon name="previous" />
          </Link>
          <h3 id={titleId} className={styles.monthTitle} aria-live="polite">
            {dateNamesFor(language).monthTitle(visible)}
          </h3>
          <Link
            to={monthHref(1)}
            preventScrollReset
            className={styles.monthButton}
            aria-label={t('calendar.nextMonth')}
          >
            <ControlIcon name="next" />
          </Link>
        </div>
        <MonthGrid
          visible={visible}
          titleId={titleId}
          today={data.today}
          selected={data.selected}
          marks={data.marks}
          dayHref={dayHref}
          onLeaveMonth={(date) => void navigate(dayHref(date), { preventScrollReset: true })}
        />
        <Legend />
      </div>
      <DayDetails date={data.selected} entries={data.entries} />
    </div>
  );
}
