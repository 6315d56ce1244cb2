import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  alertInputSchema,
  alertListSchema,
  alertSchema,
  currentAlertSchema,
} from '#contracts/alerts.ts';
import { idParamsSchema, messageSchema, savedSchema } from '#contracts/content/fields.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { publicAccess, staffAccess } from '#server/lib/route-access.ts';
import { actorOf } from '#server/http/route-helpers.ts';
import type { AlertsService } from './alerts-service.ts';

const tags = ['alerts'];
const staffErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

export const alertsRoutes: FastifyPluginAsyncZod<{ alerts: AlertsService }> = async (
  app,
  { alerts },
) => {
  // Not in the response cache: an alert must disappear the moment it expires.
  app.get(
    '/api/alerts/current',
    { config: publicAccess, schema: { tags, response: { 200: currentAlertSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { alert: (await alerts.current()) ?? null };
    },
  );
  app.get(
    '/api/alerts',
    {
      config: staffAccess('alerts'),
      schema: { tags, response: { 200: alertListSchema, ...staffErrors } },
    },
    () => alerts.list(),
  );
  app.post(
    '/api/alerts',
    {
      config: staffAccess('alerts'),
      schema: {
        tags,
        body: alertInputSchema,
        response: { 201: savedSchema(alertSchema), ...staffErrors },
      },
    },
    async (request, reply) => {
      if (new Date(request.body.expiresAt) <= new Date())
        throw new HttpError(400, 'expiresAt: The expiry must be in the future.', [
          { field: 'expiresAt', message: 'The expiry must be in the future.' },
        ]);
      const alert = await alerts.post(actorOf(request), request.body);
      return reply
        .code(201)
        .send({ message: 'Alert posted and mailed to every subscriber.', data: alert });
    },
  );
  app.delete(
    '/api/alerts/:id',
    {
      config: staffAccess('alerts'),
      schema: { tags, params: idParamsSchema, response: { 200: messageSchema, ...staffErrors } },
    },
    async (request) => {
      await alerts.withdraw(actorOf(request), request.params.id);
      return { message: 'Alert withdrawn.' };
    },
  );
};
