import type { z } from 'zod';
import { adminSession } from './admin-session.ts';
import { showToast } from './toast.ts';

export const apiBase = '/api';

export class ApiRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status, or undefined when no response arrived. */
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(message);
  }

  /** The server's `message` field, when it sent one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
  }

  get fieldErrors(): Array<{ field: string; message: string }> {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(errors) ? errors : [];
  }
}

/** The original site's toast text for a failed call. */
export function toastMessageFor(error: ApiRequestError): string {
  if (error.status === undefined) return 'Network error! Please check your connection.';
  if (error.status === 403) return "You don't have permission to perform this action.";
  if (error.status === 404) return 'Requested blog not found.';
  if (error.status >= 500) return 'Server error! Please try again later.';
  return error.serverMessage ?? 'Something went wrong.';
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  /** A CSV file sent as it is (text/csv). */
  csv?: string;
  /**
   * Checks the answer's shape. Public pages leave it out: the server already checks every answer
   * against the contracts' response schemas, and zod would add ~27 KB gzip to each public page.
   */
  schema?: z.ZodType<T>;
  /** Skip the error toast (the caller shows the error itself). */
  silent?: boolean;
  /** Upload progress from 0 to 1; uses XHR since fetch cannot report it. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

type RawResponse = { status: number; text: string };

function sendWithFetch(url: string, init: RequestInit): Promise<RawResponse> {
  return fetch(url, init).then(async (response) => ({
    status: response.status,
    text: await response.text(),
  }));
}

function sendWithXhr(
  url: string,
  init: RequestInit,
  onProgress: (fraction: number) => void,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
    xhr.upload.onprogress = (event) =>
      event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/**
 * The one way the web app calls the API: adds the admin token when present, parses JSON, shows
 * the original site's error toasts, and still throws so the caller can react.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  // The page's language, not the browser's: a Hindi page gets its form's answers in Hindi
  // (server/plugins/visitor-language.ts).
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': document.documentElement.lang || 'en',
  });
  const token = adminSession.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  } else if (options.csv !== undefined) {
    headers.set('Content-Type', 'text/csv');
    body = options.csv;
  }
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    body,
    signal: options.signal,
  };
  const url = `${apiBase}${path}`;

  let raw: RawResponse;
  try {
    raw = options.onUploadProgress
      ? await sendWithXhr(url, init, options.onUploadProgress)
      : await sendWithFetch(url, init);
  } catch (cause) {
    if ((cause as Error).name === 'AbortError') throw cause;
    return fail(new ApiRequestError('Network error', undefined, undefined), options.silent);
  }
  let parsed: unknown;
  try {
    parsed = raw.text ? JSON.parse(raw.text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (raw.status < 200 || raw.status >= 300) {
    const error = new ApiRequestError(
      `Request failed with status ${raw.status}`,
      raw.status,
      parsed,
    );
    return fail(error, options.silent);
  }
  return options.schema ? options.schema.parse(parsed) : (parsed as T);
}

function fail(error: ApiRequestError, silent: boolean | undefined): never {
  if (!silent) showToast(toastMessageFor(error));
  throw error;
}
