import type { FastifyRequest } from 'fastify';

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
};

const stackFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

/**
 * An error as it may be logged: its kind, code and stack frames, never the values it was about.
 * A failed query's error carries the visitor's form in its `params` (drizzle) and its `detail`
 * (PostgreSQL); the standard serializer would copy every such property into the log.
 */
export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const code = (error as { code?: unknown }).code;
  // A PostgreSQL error's message may quote the input ('invalid input syntax for type uuid: "…"').
  const fromPostgres = 'severity' in error;
  const logged: LoggedError = {
    type: error.constructor.name,
    message: fromPostgres
      ? `PostgreSQL error ${String(code)}`
      : (error.message.split('\nparams:')[0] ?? ''),
    ...(typeof code === 'string' && { code }),
    stack: stackFrames(error.stack),
  };
  if (error.cause !== undefined) logged.cause = loggableError(error.cause);
  return logged;
}

/** The request line without its query string: query parameters can hold personal data. */
export function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

/** pino serializers for the app's logger: Fastify's `req` and `err` would log too much. */
export const logSerializers = { req: loggableRequest, err: loggableError };
