import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from '#web/components/ui/local-link.tsx';
import {
  addDays,
  addMonthsToDate,
  monthWeeks,
  parseDateKey,
  weekdayOf,
  yearMonthOf,
  type DateKey,
  type YearMonth,
} from '#web/lib/school-date.ts';
import type { DayMark } from '#web/features/calendar/calendar-data.ts';
import { dateNamesFor } from '#web/i18n/date-names.ts';
import { useTranslation } from '#web/i18n/translator.ts';
import styles from './calendar.module.css';

type MonthGridProps = {
  visible: YearMonth;
  titleId: string;
  today: DateKey;
  selected: DateKey;
  marks: Record<DateKey, DayMark>;
  /** The link that selects a day. */
  dayHref: (date: DateKey) => string;
  /** Keyboard navigation left the month: the page moves to that day. */
  onLeaveMonth: (date: DateKey) => void;
};

const markKeys = {
  event: 'calendar.markEvent',
  leave: 'calendar.markLeave',
  both: 'calendar.markBoth',
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
  const { language } = useTranslation();
  return (
    <thead>
      <tr>
        {dateNamesFor(language).weekdays.map(({ long, short }) => (
          <th key={long} scope="col" abbr={long}>
            <span aria-hidden="true">{short}</span>
            <span className="visually-hidden">{long}</span>
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * The month as an ARIA grid (a real table) of links: one tab stop, arrow keys move between days
 * (into the next or previous month too), Enter follows the day's link and selects it.
 */
export function MonthGrid({
  visible,
  titleId,
  today,
  selected,
  marks,
  dayHref,
  onLeaveMonth,
}: MonthGridProps) {
  const { t, language } = useTranslation();
  const { longDate } = dateNamesFor(language);
  const tableRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);
  const inVisibleMonth = (date: DateKey) => {
    const { year, month } = yearMonthOf(date);
    return year === visible.year && month === visible.month;
  };
  // The day holding the tab stop: the selected one, until arrow keys move it.
  const [focus, setFocus] = useState({ date: selected, selected });
  if (focus.selected !== selected) setFocus({ date: selected, selected });
  const focusDate = focus.date;
  const setFocusDate = (date: DateKey) => setFocus({ date, selected });
  const tabStop = inVisibleMonth(focusDate)
    ? focusDate
    : inVisibleMonth(selected)
      ? selected
      : weeksFirstDay(visible);

  // After a key moved the focused day, focus its link: at once, or, when the key left the
  // month, once the new month is shown.
  useEffect(() => {
    if (!moveFocus.current) return;
    const link = tableRef.current?.querySelector<HTMLAnchorElement>(`a[data-date="${focusDate}"]`);
    if (!link) return;
    moveFocus.current = false;
    link.focus();
  }, [focusDate, visible]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, date: DateKey) => {
    const target = dateForKey(event.key, date);
    if (!target) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocusDate(target);
    if (!inVisibleMonth(target)) onLeaveMonth(target);
  };

  return (
    // role="grid" makes every cell a gridcell already: a role on the <td> itself is invalid HTML
    // (the Nu HTML checker, server/plugins/html-validity.test.ts).
    <table ref={tableRef} role="grid" className={styles.grid} aria-labelledby={titleId}>
      <WeekdayHeader />
      <tbody>
        {monthWeeks(visible).map((week, row) => (
          <tr key={row}>
            {week.map((date, column) =>
              date ? (
                <td key={date} aria-selected={date === selected}>
                  <Link
                    to={dayHref(date)}
                    preventScrollReset
                    data-date={date}
                    className={[
                      styles.day,
                      date === selected && styles.selected,
                      date === today && styles.today,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                    tabIndex={date === tabStop ? 0 : -1}
                    aria-label={`${longDate(date)}${marks[date] ? `, ${t(markKeys[marks[date]])}` : ''}`}
                    aria-current={date === today ? 'date' : undefined}
                    onKeyDown={(event) => onKeyDown(event, date)}
                  >
                    {parseDateKey(date).day}
                    {marks[date] && (
                      <span
                        className={`${styles.mark} ${styles[marks[date]]}`}
                        aria-hidden="true"
                      />
                    )}
                  </Link>
                </td>
              ) : (
                <td key={`empty-${column}`} aria-hidden="true">
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
