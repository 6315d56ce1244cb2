import { eventSavedSchema, type EventInput } from '#contracts/content/events.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** Silent: the form shows the spec's 'Error creating event' itself. */
export function createEvent(input: EventInput) {
  return apiRequest('/events', {
    method: 'POST',
    json: input,
    schema: eventSavedSchema,
    silent: true,
  });
}
