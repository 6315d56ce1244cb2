import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '#contracts/content/audit.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import type { AuditRepository } from './audit-repository.ts';

export const auditRoutes: FastifyPluginAsyncZod<{
  audit: AuditRepository;
}> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit',
    {
      config: staffAccess('accounts'),
      schema: {
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => audit.list(request.query.limit),
  );
};
