import { eventSavedSchema, type EventInput } from '#contracts/content/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function updateEvent(id: string, input: EventInput) {
  return apiRequest(`/events/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    schema: eventSavedSchema,
  });
}
