import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import type { SiteSetup } from '#contracts/site-setup.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { publicAccess } from '#server/lib/route-access.ts';

/**
 * `POST /api/setup`: the setup screen's request (contracts/site-setup.ts) from a script or a
 * deployment tool. Public, like the screen: the token of the address the server printed is
 * what authorises it.
 */
export const setupRoutes: FastifyPluginAsyncZod<{ setup: SiteSetup }> = async (app, { setup }) => {
  app.post(
    '/api/setup',
    {
      config: publicAccess,
      schema: {
        tags: ['settings'],
        description:
          'Sets a new site up: `{ "token", "school": { "name", "nameHi", "board", "affiliationNumber", "schoolCode", "address": { … }, "phones", "emails": { "office" } }, "admin": { "username", "password" } }`. 403 for a wrong or used token, 409 once the site is set up.',
        // Validated in the handler, so every wrong field is named (site-setup.ts).
        body: z.unknown(),
        response: {
          201: z.object({ message: z.string() }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const answer = await setup.complete(request.body, clientAddressKey(request.ip));
      if (answer.ok) return reply.code(201).send({ message: answer.message });
      if (answer.retryAfterSeconds) reply.header('Retry-After', String(answer.retryAfterSeconds));
      return reply.code(answer.status as 400).send({
        message: answer.message,
        ...(answer.errors.length > 0 && { errors: answer.errors }),
      });
    },
  );
};
