import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { visitorMessageInHindi } from '#contracts/visitor-messages-hi.ts';
import { requestLanguage } from '#server/http/request-language.ts';

/** The forms a visitor sends from a public page (contact, careers, circulars by e-mail). */
const visitorForms = /^\/api\/(contact|careers|subscriptions)(\/|$|\?)/;

type Answer = { message?: unknown; errors?: Array<{ field: string; message: string }> };

/**
 * A Hindi page asks with `Accept-Language: hi` (web/lib/api-client.ts): the messages of its
 * form's answer come back in Hindi. Only writes are translated, so no cached read varies by
 * language; the field names in `errors` stay as they are (they name the inputs, not the words).
 */
export function registerVisitorLanguage(app: FastifyInstance): void {
  // Every answer passes here: a read goes on at once, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'GET' || !visitorForms.test(request.url)) return done(null, payload);
    let translated: unknown;
    try {
      translated = inVisitorLanguage(request, reply, payload);
    } catch (error) {
      return done(error as Error);
    }
    done(null, translated);
  });
}

/** A visitor form's answer, its messages in Hindi when the page asked in Hindi. */
function inVisitorLanguage(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('Vary', 'Accept-Language');
  if (requestLanguage(request.headers['accept-language']) !== 'hi' || typeof payload !== 'string')
    return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  const answer = JSON.parse(payload) as Answer;
  const errors = answer.errors?.map((error) => ({
    ...error,
    message: visitorMessageInHindi(error.message),
  }));
  const message =
    typeof answer.message === 'string'
      ? (errors?.[0]?.message ?? visitorMessageInHindi(answer.message))
      : answer.message;
  return JSON.stringify({ ...answer, message, ...(errors && { errors }) });
}
