import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { contactMessageInputSchema, submissionAcceptedSchema } from '#contracts/inbox.ts';
import { limitPerIp } from '#server/http/limit-per-ip.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import type { ContactMessages } from './contact-messages.ts';
import { publicAccess } from '#server/lib/route-access.ts';

export const contactRoutes: FastifyPluginAsyncZod<{
  messages: ContactMessages;
  limiter: RateLimiter;
}> = async (app, { messages, limiter }) => {
  app.post(
    '/api/contact',
    {
      config: publicAccess,
      preHandler: limitPerIp(limiter, 'contact'),
      schema: {
        tags: ['public forms'],
        // Validated in the handler: the honeypot is looked at before anything else.
        documentedBody: { 'application/json': contactMessageInputSchema },
        response: { 200: submissionAcceptedSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    (request) => messages.send(request.body, request.log),
  );
};
