import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '#contracts/health.ts';
import type { Dialect } from '../../db/database.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ dialect: Dialect }> = async (app, options) => {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const, database: options.dialect }),
  );
};
