import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '#contracts/health.ts';
import type { Dialect } from '#server/db/database.ts';
import { publicAccess } from '#server/lib/route-access.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ dialect: Dialect }> = async (app, options) => {
  app.get(
    '/api/health',
    { config: publicAccess, schema: { tags: ['health'], response: { 200: healthResponseSchema } } },
    async () => ({ status: 'ok' as const, database: options.dialect }),
  );
};
