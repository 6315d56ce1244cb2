import type { DayDetails } from '#contracts/content/calendar.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Events and holidays of one school date (YYYY-MM-DD). Silent: the panel falls back quietly. */
export function getDayDetails(date: string, signal?: AbortSignal): Promise<DayDetails> {
  return apiRequest<DayDetails>(`/details/${date}`, { silent: true, signal });
}
