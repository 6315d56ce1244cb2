import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import {
  pushKeySchema,
  pushMessages,
  pushSubscribeInputSchema,
  pushUnsubscribeInputSchema,
} from '#contracts/push.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { publicAccess } from '#server/lib/route-access.ts';
import type { OutboundOptions } from '#server/lib/outbound-addresses.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { limitPerIp } from '#server/http/limit-per-ip.ts';
import { pushEndpointProblem } from './push-sender.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions-repository.ts';

const tags = ['subscriptions'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema } as const;

/**
 * Web push (decision 0022), registered only when the VAPID keys are configured: otherwise every
 * /api/push address answers 404 and the pages show no button.
 */
export const pushRoutes: FastifyPluginAsyncZod<{
  publicKey: string;
  phones: PushSubscriptionsRepository;
  limiter: RateLimiter;
  outbound: OutboundOptions;
}> = async (app, { publicKey, phones, limiter, outbound }) => {
  app.get(
    '/api/push/key',
    { config: publicAccess, schema: { tags, response: { 200: pushKeySchema } } },
    () => ({ publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      config: publicAccess,
      preHandler: limitPerIp(limiter, 'push'),
      schema: {
        tags,
        body: pushSubscribeInputSchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, subscription } = request.body;
      const problem = pushEndpointProblem(subscription.endpoint, outbound);
      if (problem)
        throw new HttpError(400, `subscription.endpoint: ${problem}`, [
          { field: 'subscription.endpoint', message: 'This browser sent an unusable address.' },
        ]);
      await phones.add(token, subscription);
      return reply.code(201).send({ message: pushMessages.added });
    },
  );

  app.post(
    '/api/push/unsubscribe',
    {
      config: publicAccess,
      preHandler: limitPerIp(limiter, 'push'),
      schema: {
        tags,
        body: pushUnsubscribeInputSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await phones.remove(request.body.token, request.body.endpoint);
      return { message: pushMessages.removed };
    },
  );
};
