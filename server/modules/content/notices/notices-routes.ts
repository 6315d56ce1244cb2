import type { FastifyPluginAsync } from 'fastify';
import {
  noticeFileField,
  noticeInputSchema,
  noticeListSchema,
  noticeSavedSchema,
  noticeSchema,
} from '#contracts/content/notices.ts';
import { staffListSchema } from '#contracts/content/publication.ts';
import { itemRoutes } from '#server/modules/content/item-routes.ts';
import type { NoticesService } from './notices-service.ts';

export const noticesRoutes: FastifyPluginAsync<{ service: NoticesService }> = async (
  app,
  { service },
) => {
  await app.register(itemRoutes, {
    resource: service,
    tag: 'notices',
    list: { paths: ['/api/notices'], schema: noticeListSchema },
    staffList: { path: '/api/admin/notices', schema: staffListSchema(noticeSchema) },
    createPaths: ['/api/notices/add'],
    itemPath: '/api/notices/:id',
    savedSchema: noticeSavedSchema,
    messages: { created: 'Notice added.', updated: 'Notice updated.', deleted: 'Notice deleted.' },
    input: {
      schema: noticeInputSchema,
      form: {
        fileField: noticeFileField,
        kind: 'document',
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
  });
};
