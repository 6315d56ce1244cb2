import { submissionAcceptedSchema, type ContactMessageInput } from '#contracts/inbox.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The form's fields as JSON (the honeypot included: the server decides what it means). */
export function sendContactMessage(form: HTMLFormElement) {
  const fields = Object.fromEntries(new FormData(form)) as ContactMessageInput &
    Record<string, string>;
  return apiRequest('/contact', {
    method: 'POST',
    json: fields,
    schema: submissionAcceptedSchema,
    silent: true,
  });
}
