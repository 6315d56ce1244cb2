import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessages, type ApiError } from '#contracts/api-error.ts';
import { HttpError } from '#server/lib/http-errors.ts';

function fieldName(instancePath: string, missingProperty: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missingProperty === 'string')
    return fromPath ? `${fromPath}.${missingProperty}` : missingProperty;
  return fromPath || 'body';
}

/** Bad input becomes a 400 naming the fields; anything unexpected becomes a 500 with no detail. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = {
        message: error.message,
        ...(error.errors && { errors: error.errors }),
      };
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, issue.params?.missingProperty),
        message: issue.message ?? 'Invalid value.',
      }));
      const first = errors[0];
      const message = first ? `${first.field}: ${first.message}` : 'Invalid request.';
      return reply.code(400).send({ message, errors } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to echo.
      return reply.code(status).send({ message: error.message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: errorMessages.serverError } satisfies ApiError);
  });
}
