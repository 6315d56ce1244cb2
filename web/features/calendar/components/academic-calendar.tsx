import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { ControlIcon } from '#web/components/ui/control-icons.tsx';
import {
  addMonths,
  formatMonthTitle,
  toMonthKey,
  yearMonthOf,
  type DateKey,
} from '#web/lib/school-date.ts';
import type { CalendarData } from '#web/features/calendar/calendar-data.ts';
import styles from './calendar.module.css';
import { DayDetails } from './day-details.tsx';
import { MonthGrid } from './month-grid.tsx';

function Legend() {
  return (
    <ul className={styles.legend} aria-label="Legend">
      <li>
        <span className={`${styles.legendDot} ${styles.event}`} aria-hidden="true" /> Event
      </li>
      <li>
        <span className={`${styles.legendDot} ${styles.leave}`} aria-hidden="true" /> Leave
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
  const navigate = useNavigate();
  const visible = yearMonthOf(`${data.month}-01`);
  const keepSelected = data.selected === data.today ? '' : `&date=${data.selected}`;
  const monthHref = (delta: number) =>
    `?month=${toMonthKey(addMonths(visible, delta))}${keepSelected}#${anchor}`;
  const dayHref = (date: DateKey) => `?date=${date}#${anchor}`;

  return (
    <div id={anchor} className={styles.calendar}>
      <div className={styles.monthCard}>
        <div className={styles.monthHeader}>
          <Link
            to={monthHref(-1)}
            preventScrollReset
            className={styles.monthButton}
            aria-label="Previous month"
          >
            <ControlIcon name="previous" />
          </Link>
          <h3 id={titleId} className={styles.monthTitle} aria-live="polite">
            {formatMonthTitle(visible)}
          </h3>
          <Link
            to={monthHref(1)}
            preventScrollReset
            className={styles.monthButton}
            aria-label="Next month"
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
