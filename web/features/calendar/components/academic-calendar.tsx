import { useEffect, useId, useState } from 'react';
import { ControlIcon } from '#web/components/ui/control-icons.tsx';
import {
  addMonths,
  addMonthsToDate,
  formatMonthTitle,
  schoolToday,
  yearMonthOf,
  type DateKey,
  type YearMonth,
} from '#web/lib/school-date.ts';
import { useMonthMarks } from '#web/features/calendar/use-month-marks.ts';
import styles from './calendar.module.css';
import { DayDetails } from './day-details.tsx';
import { MonthGrid, MonthGridPlaceholder } from './month-grid.tsx';

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

type CalendarState = { today: DateKey; visible: YearMonth; selected: DateKey; focusDate: DateKey };

/**
 * The academic calendar: month grid with event and holiday marks beside the selected day's
 * details. "Today" is the school's date (Asia/Kolkata). It is only known in the browser at
 * view time, so the pre-rendered page shows the grid's empty shape and the days appear on
 * hydration (rendering the build day would be wrong later and mismatch on hydration).
 */
export function AcademicCalendar() {
  const [state, setState] = useState<CalendarState | null>(null);
  const titleId = useId();
  const marks = useMonthMarks(state?.visible ?? null);

  useEffect(() => {
    const today = schoolToday();
    setState({ today, visible: yearMonthOf(today), selected: today, focusDate: today });
  }, []);

  if (!state) {
    return (
      <div className={styles.calendar}>
        <div className={styles.monthCard}>
          <p role="status" className={`${styles.monthHeader} ${styles.pending}`}>
            Loading calendar…
          </p>
          <MonthGridPlaceholder />
          <Legend />
        </div>
        <div className={styles.details} />
      </div>
    );
  }

  const changeMonth = (delta: number) =>
    setState({
      ...state,
      visible: addMonths(state.visible, delta),
      focusDate: addMonthsToDate(state.focusDate, delta),
    });
  const focusDate = (date: DateKey) =>
    setState({ ...state, focusDate: date, visible: yearMonthOf(date) });
  const select = (date: DateKey) => setState({ ...state, selected: date, focusDate: date });

  return (
    <div className={styles.calendar}>
      <div className={styles.monthCard}>
        <div className={styles.monthHeader}>
          <button
            type="button"
            className={styles.monthButton}
            onClick={() => changeMonth(-1)}
            aria-label="Previous month"
          >
            <ControlIcon name="previous" />
          </button>
          <h3 id={titleId} className={styles.monthTitle} aria-live="polite">
            {formatMonthTitle(state.visible)}
          </h3>
          <button
            type="button"
            className={styles.monthButton}
            onClick={() => changeMonth(1)}
            aria-label="Next month"
          >
            <ControlIcon name="next" />
          </button>
        </div>
        <MonthGrid
          visible={state.visible}
          titleId={titleId}
          today={state.today}
          selected={state.selected}
          focusDate={state.focusDate}
          marks={marks}
          onFocusDate={focusDate}
          onSelect={select}
        />
        <Legend />
      </div>
      <DayDetails date={state.selected} />
    </div>
  );
}
