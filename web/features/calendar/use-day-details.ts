import { useEffect, useState } from 'react';
import type { Event } from '#contracts/content/events.ts';
import type { Leave } from '#contracts/content/leaves.ts';
import { getDayDetails } from './api/get-day-details.ts';
import type { DateKey } from '#web/lib/school-date.ts';

export type DayEntries = { events: Event[]; leaves: Leave[] };
const none: DayEntries = { events: [], leaves: [] };

/**
 * The events and holidays of the selected date. A failed call falls back to "nothing that day"
 * (the original site: logged only), with console.warn since it is not a page error.
 */
export function useDayDetails(date: DateKey | null): { loading: boolean; entries: DayEntries } {
  const [state, setState] = useState<{ date: DateKey | null; entries: DayEntries }>({
    date: null,
    entries: none,
  });

  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    getDayDetails(date, controller.signal).then(
      (details) => {
        // Older servers send only `event`/`leave`; the lists hold every entry of the day.
        const events = details.events.length
          ? details.events
          : details.event
            ? [details.event]
            : [];
        const leaves = details.leaves.length
          ? details.leaves
          : details.leave
            ? [details.leave]
            : [];
        setState({ date, entries: { events, leaves } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`Could not load the calendar details of ${date}`, error);
        setState({ date, entries: none });
      },
    );
    return () => controller.abort();
  }, [date]);

  return {
    loading: date !== null && state.date !== date,
    entries: state.date === date ? state.entries : none,
  };
}
