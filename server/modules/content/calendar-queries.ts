import type { DayDetails, MonthSummary } from '#contracts/content/calendar.ts';
import type { DatedEntryService } from './dated-entries/dated-entries-service.ts';

/** The calendar's day panel and month marks, read from events and holidays (API and pages). */
export function createCalendarQueries(events: DatedEntryService, leaves: DatedEntryService) {
  return {
    async dayDetails(date: string): Promise<DayDetails> {
      const [dayEvents, dayLeaves] = await Promise.all([events.onDate(date), leaves.onDate(date)]);
      return {
        event: dayEvents[0] ?? null,
        leave: dayLeaves[0] ?? null,
        events: dayEvents,
        leaves: dayLeaves,
      };
    },

    async monthSummary(month: string): Promise<MonthSummary> {
      const [eventDates, leaveDates] = await Promise.all([
        events.datesInMonth(month),
        leaves.datesInMonth(month),
      ]);
      return { month, events: eventDates, leaves: leaveDates };
    },
  };
}

export type CalendarQueries = ReturnType<typeof createCalendarQueries>;
