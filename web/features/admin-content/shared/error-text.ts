import { ApiRequestError } from '#web/lib/api-client.ts';

/** The server's `error` field, else its `message` field. */
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const serverError = (error.body as { error?: unknown } | undefined)?.error;
  return typeof serverError === 'string' ? serverError : error.serverMessage;
}

/** The server's message, else the error's own message, else 'Unknown error'. */
export function errorText(error: unknown): string {
  return (
    serverErrorText(error) ??
    (error instanceof Error && error.message ? error.message : 'Unknown error')
  );
}

/** Field errors the server named, by field; several for one field are joined. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const byField: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors) {
    byField[field] = byField[field] ? `${byField[field]} ${message}` : message;
  }
  return byField;
}
