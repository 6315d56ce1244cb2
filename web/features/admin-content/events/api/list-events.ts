import { eventSchema, type Event } from '#contracts/content/events.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every event, scheduled and unpublished ones too, with its publication. */
export function listEvents(signal?: AbortSignal): Promise<Array<Event & Publication>> {
  return apiRequest('/admin/events', { schema: staffListSchema(eventSchema), signal });
}
