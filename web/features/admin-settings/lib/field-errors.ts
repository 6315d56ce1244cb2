import { ApiRequestError } from '#web/lib/api-client.ts';

/**
 * The server's refusal by field (`{ field: 'phones.0', message }`), several for one field
 * joined; the form shows each next to its field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const byField: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors) {
    byField[field] = byField[field] ? `${byField[field]} ${message}` : message;
  }
  return byField;
}

/** The refusal in one sentence: the server's message, else what went wrong on the way. */
export function failureOf(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === undefined) return 'The server could not be reached. Please try again.';
    if (error.serverMessage) return error.serverMessage;
  }
  return 'Something went wrong. Please try again.';
}
