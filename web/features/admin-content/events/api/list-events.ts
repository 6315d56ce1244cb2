import { eventListSchema, type Event } from '#contracts/content/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listEvents(signal?: AbortSignal): Promise<Event[]> {
  return apiRequest('/events', { schema: eventListSchema, signal });
}
