import type { FastifyPluginAsync } from 'fastify';
import {
  newsImageField,
  newsInputSchema,
  newsItemSchema,
  newsListSchema,
  newsSavedSchema,
} from '#contracts/content/news.ts';
import { staffListSchema } from '#contracts/content/publication.ts';
import { itemRoutes } from '#server/modules/content/item-routes.ts';
import type { NewsService } from './news-service.ts';

export const newsRoutes: FastifyPluginAsync<{ service: NewsService }> = async (
  app,
  { service },
) => {
  await app.register(itemRoutes, {
    resource: service,
    tag: 'news',
    list: { paths: ['/api/latestnews'], schema: newsListSchema },
    staffList: { path: '/api/admin/news', schema: staffListSchema(newsItemSchema) },
    createPaths: ['/api/latestnews'],
    itemPath: '/api/latestnews/:id',
    savedSchema: newsSavedSchema,
    messages: {
      created: 'News item added.',
      updated: 'News item updated.',
      deleted: 'News item deleted.',
    },
    input: {
      schema: newsInputSchema,
      form: {
        fileField: newsImageField,
        kind: 'image',
        fileRequired: true,
        consumes: ['multipart/form-data'],
      },
    },
  });
};
