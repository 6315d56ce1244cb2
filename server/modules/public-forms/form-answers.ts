import type { FormAnswer, FormRefusal, SentFields } from '#contracts/public-forms.ts';
import { HttpError } from '#server/lib/http-errors.ts';

/** The refusal the API would have answered, for the page to show beside the fields. */
export function refusalOf(error: HttpError): FormRefusal {
  const retryAfter = Number(error.headers['Retry-After']);
  return {
    ok: false,
    status: error.statusCode,
    message: error.message,
    errors: error.errors ?? [],
    ...(retryAfter > 0 && { retryAfterSeconds: retryAfter }),
  };
}

/** Runs one form's work; what the API answers as an error becomes a refusal, anything else throws. */
export async function answerOf<T extends object>(work: () => Promise<T>): Promise<FormAnswer<T>> {
  try {
    return { ok: true, ...(await work()) } as unknown as FormAnswer<T>;
  } catch (error) {
    if (error instanceof HttpError) return refusalOf(error);
    throw error;
  }
}

/** One value a field: a browser sends a text field once; a repeated one counts by its first. */
export const single = (fields: SentFields) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
