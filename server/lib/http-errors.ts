import type { z } from 'zod';
import { errorMessages, type ApiError } from '#contracts/api-error.ts';

/** A thrown error that carries the status and message to show the client (see error-handler.ts). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiError['errors'],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function notFound(): HttpError {
  return new HttpError(404, errorMessages.notFound);
}

/** A 400 naming every field that failed, the first one in the message. */
export function validationError(issues: z.core.$ZodIssue[]): HttpError {
  const errors = issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  return new HttpError(400, `${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * PostgreSQL refuses a malformed uuid in a comparison; such an id simply names nothing: a 404,
 * with the words the caller gives for a record it cannot find.
 */
export function assertKnownIdShape(id: string, message: string = errorMessages.notFound): void {
  if (!uuidPattern.test(id)) throw new HttpError(404, message);
}
