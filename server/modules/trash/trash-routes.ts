import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import { trashListSchema } from '#contracts/content/trash.ts';
import { actorOf, contentWrite, errorResponses, idParams } from '#server/http/route-helpers.ts';
import type { TrashService } from './trash-service.ts';

/**
 * The trash, for the staff who may delete the kinds it holds (contracts/roles.ts: content). Its
 * answers are no-store as every staff answer (access-control.ts).
 */
export const trashRoutes: FastifyPluginAsyncZod<{ trash: TrashService }> = async (
  app,
  { trash },
) => {
  const tags = ['trash'];
  app.get(
    '/api/admin/trash',
    {
      config: contentWrite,
      schema: {
        tags,
        description: 'Staff: deleted items kept 30 days to restore, newest first.',
        response: { 200: trashListSchema, ...errorResponses },
      },
    },
    () => trash.list(),
  );
  app.post(
    '/api/admin/trash/:id/restore',
    {
      config: contentWrite,
      schema: {
        tags,
        description: 'Staff: the item back at its address; 409 when another item took it.',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await trash.restore(actorOf(request), request.params.id);
      return { message: 'Restored.' };
    },
  );
};
