import type { FastifyInstance } from 'fastify';
import { controlCharacterError, findControlCharacter } from '#server/lib/control-characters.ts';

/**
 * Every route, before its validation: a control character in the path, the query or a JSON body
 * is a 400 on both databases. Multipart fields are read later, by readForm, which checks them the
 * same way. Runs after authentication (onRequest), so a visitor without a session still gets 401.
 */
export function registerRefuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const finding =
      findControlCharacter(request.params, false) ??
      findControlCharacter(request.query, false) ??
      findControlCharacter(request.body, true);
    if (finding) throw controlCharacterError(finding);
  });
}
