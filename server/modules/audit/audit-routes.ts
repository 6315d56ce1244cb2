import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema, auditQuerySchema } from '#contracts/content/audit.ts';
import type { RequireAdmin } from '../../plugins/require-admin.ts';
import type { AuditRepository } from './audit-repository.ts';

export const auditRoutes: FastifyPluginAsyncZod<{
  audit: AuditRepository;
  requireAdmin: RequireAdmin;
}> = async (app, { audit, requireAdmin }) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return audit.list(request.query.limit);
    },
  );
};
