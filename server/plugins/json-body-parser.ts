import type { FastifyInstance } from 'fastify';
import { nestsDeeperThan } from '#server/lib/json-depth.ts';
import { HttpError } from '#server/lib/http-errors.ts';

/**
 * How deep a JSON body may nest. The deepest body the site sends is a page save: the deepest
 * seeded page nests 18 levels (page, sections, blocks, columns, rich text, its Hindi twin),
 * measured in json-body-parser.test.ts. 64 leaves room for deeper pages staff build, and keeps
 * every later step that walks a body (the control-character check, zod) far from the call
 * stack's limit.
 */
export const maxJsonDepth = 64;

export const tooDeepMessage = 'This request is nested too deeply to be read.';

/**
 * Fastify's own JSON parser (with its refusal of `__proto__` and `constructor` keys), behind a
 * bracket count: a body of thousands of nested brackets is a 400 before anything recurses into
 * it, on every route, public ones included.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, maxJsonDepth))
      return done(
        new HttpError(400, tooDeepMessage, [{ field: 'body', message: tooDeepMessage }]),
        undefined,
      );
    parse(request, text, done);
  });
}
