import { HttpError } from '#server/lib/http-errors.ts';

/** 429 with Retry-After, and the wait in minutes in words a visitor understands. */
export function tooManyAttempts(what: string, retryAfterSeconds: number): HttpError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    `${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
