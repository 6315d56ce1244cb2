import { useEffect, useState } from 'react';
import { getMonthSummary } from './api/get-month-summary.ts';
import { toMonthKey, type DateKey, type YearMonth } from '#web/lib/school-date.ts';

export type DayMark = 'event' | 'leave' | 'both';
export type MonthMarks = ReadonlyMap<DateKey, DayMark>;

/** Marks for the visible month's days that have events or holidays; none if the call fails. */
export function useMonthMarks(visible: YearMonth | null): MonthMarks {
  const [marks, setMarks] = useState<MonthMarks>(new Map());
  const monthKey = visible ? toMonthKey(visible) : null;

  useEffect(() => {
    if (!monthKey) return;
    const controller = new AbortController();
    getMonthSummary(monthKey, controller.signal).then(
      (summary) => {
        const next = new Map<DateKey, DayMark>();
        for (const date of summary.events) next.set(date, 'event');
        for (const date of summary.leaves) next.set(date, next.has(date) ? 'both' : 'leave');
        setMarks(next);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not load the calendar marks of ${monthKey}`, error);
        setMarks(new Map());
      },
    );
    return () => controller.abort();
  }, [monthKey]);

  return marks;
}
