import { eventSavedSchema, type EventInput } from '#contracts/content/events.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Silent: the form shows the original site's 'Error creating event' itself. */
export function createEvent(input: EventInput) {
  return apiRequest('/events', {
    method: 'POST',
    json: input,
    schema: eventSavedSchema,
    silent: true,
  });
}
