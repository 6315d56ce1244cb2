import { useEffect, useRef, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonthsToDate,
  formatLongDate,
  monthWeeks,
  parseDateKey,
  weekdayNames,
  weekdayOf,
  weeksShown,
  yearMonthOf,
  type DateKey,
  type YearMonth,
} from '#web/lib/school-date.ts';
import type { MonthMarks } from '#web/features/calendar/use-month-marks.ts';
import styles from './calendar.module.css';

type MonthGridProps = {
  visible: YearMonth;
  titleId: string;
  today: DateKey;
  selected: DateKey;
  /** The day that holds the grid's single tab stop. */
  focusDate: DateKey;
  marks: MonthMarks;
  /** Keyboard navigation moved the focused day (maybe into another month). */
  onFocusDate: (date: DateKey) => void;
  onSelect: (date: DateKey) => void;
};

const markLabels = {
  event: 'has an event',
  leave: 'holiday',
  both: 'has an event and a holiday',
} as const;

/** Where an arrow/Home/End/PageUp/PageDown key moves the focused day (APG date grid keys). */
function dateForKey(key: string, date: DateKey): DateKey | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return addMonthsToDate(date, -1);
    case 'PageDown':
      return addMonthsToDate(date, 1);
    default:
      return undefined;
  }
}

function WeekdayHeader() {
  return (
    <thead>
      <tr>
        {weekdayNames.map((name) => (
          <th key={name} scope="col" abbr={name}>
            <span aria-hidden="true">{name.slice(0, 3)}</span>
            <span className="visually-hidden">{name}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The grid's shape without its days, shown until the browser knows today's date: when the days
 * arrive, nothing on the page moves.
 */
export function MonthGridPlaceholder() {
  return (
    <table className={styles.grid} aria-hidden="true">
      <WeekdayHeader />
      <tbody>
        {Array.from({ length: weeksShown }, (_, row) => (
          <tr key={row}>
            {weekdayNames.map((name) => (
              <td key={name}>
                <span className={styles.blank} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The month as an ARIA grid (a real table): one tab stop, arrow keys move between days and
 * across months, Enter or Space (native button) selects the day.
 */
export function MonthGrid({
  visible,
  titleId,
  today,
  selected,
  focusDate,
  marks,
  onFocusDate,
  onSelect,
}: MonthGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  // After a key moved the focused day (possibly re-rendering another month), focus its button.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, visible]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: DateKey) => {
    const target = dateForKey(event.key, date);
    if (!target) return;
    event.preventDefault();
    moveFocus.current = true;
    onFocusDate(target);
  };

  const inVisibleMonth = (date: DateKey) => {
    const { year, month } = yearMonthOf(date);
    return year === visible.year && month === visible.month;
  };
  const tabStop = inVisibleMonth(focusDate) ? focusDate : weeksFirstDay(visible);

  return (
    <table ref={tableRef} role="grid" className={styles.grid} aria-labelledby={titleId}>
      <WeekdayHeader />
      <tbody>
        {monthWeeks(visible).map((week, row) => (
          <tr key={row}>
            {week.map((date, column) =>
              date ? (
                <td key={date} role="gridcell" aria-selected={date === selected}>
                  <button
                    type="button"
                    data-date={date}
                    className={[
                      styles.day,
                      date === selected && styles.selected,
                      date === today && styles.today,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    tabIndex={date === tabStop ? 0 : -1}
                    aria-label={`${formatLongDate(date)}${marks.has(date) ? `, ${markLabels[marks.get(date)!]}` : ''}`}
                    aria-current={date === today ? 'date' : undefined}
                    onClick={() => onSelect(date)}
                    onKeyDown={(event) => onKeyDown(event, date)}
                  >
                    {parseDateKey(date).day}
                    {marks.has(date) && (
                      <span
                        className={`${styles.mark} ${styles[marks.get(date)!]}`}
                        aria-hidden="true"
                      />
                    )}
                  </button>
                </td>
              ) : (
                <td key={`empty-${column}`} role="gridcell" aria-hidden="true">
                  <span className={styles.blank} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function weeksFirstDay(visible: YearMonth): DateKey {
  return monthWeeks(visible)[0]!.find((date): date is DateKey => date !== null)!;
}
