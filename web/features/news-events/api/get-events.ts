import type { Event } from '#contracts/content/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** All school events (newest date first). Silent: the page shows its own error. */
export function getEvents(signal?: AbortSignal): Promise<Event[]> {
  return apiRequest<Event[]>('/events', { silent: true, signal });
}
