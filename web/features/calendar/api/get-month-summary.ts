import type { MonthSummary } from '#contracts/content/calendar.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Which dates of a month (YYYY-MM) have events and holidays, to mark the grid. */
export function getMonthSummary(month: string, signal?: AbortSignal): Promise<MonthSummary> {
  return apiRequest<MonthSummary>(`/calendar?month=${month}`, {
    silent: true,
    signal,
  });
}
