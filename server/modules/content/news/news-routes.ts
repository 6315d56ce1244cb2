import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsImageField,
  newsInputSchema,
  newsListSchema,
  newsSavedSchema,
} from '#contracts/content/news.ts';
import { formHandler, formRouteOptions, itemId } from '../form-route.ts';
import {
  actorOf,
  contentWrite,
  deletedResponse,
  idParams,
  publicRead,
  uploadErrorResponses,
} from '../route-helpers.ts';
import type { NewsService } from './news-service.ts';

const tags = ['news'];
const form = { schema: newsInputSchema, fileField: newsImageField, kind: 'image' } as const;
const consumes = ['multipart/form-data'];

export const newsRoutes: FastifyPluginAsyncZod<{
  service: NewsService;
}> = async (app, { service }) => {
  app.get(
    '/api/latestnews',
    { config: publicRead, schema: { tags, response: { 200: newsListSchema } } },
    () => service.list(),
  );

  app.post(
    '/api/latestnews',
    {
      ...formRouteOptions('image'),
      config: contentWrite,
      schema: { tags, consumes, response: { 201: newsSavedSchema, ...uploadErrorResponses } },
    },
    formHandler({
      ...form,
      fileRequired: true,
      status: 201,
      message: 'News item added.',
      save: (actor, fields, image) => service.create(actor, fields, image!),
    }),
  );
  app.put(
    '/api/latestnews/:id',
    {
      ...formRouteOptions('image'),
      config: contentWrite,
      schema: {
        tags,
        params: idParams,
        consumes,
        response: { 200: newsSavedSchema, ...uploadErrorResponses },
      },
    },
    formHandler({
      ...form,
      message: 'News item updated.',
      save: (actor, fields, image, request) =>
        service.update(actor, itemId(request), fields, image),
    }),
  );
  app.delete(
    '/api/latestnews/:id',
    { config: contentWrite, schema: { tags, params: idParams, response: deletedResponse } },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { message: 'News item deleted.' };
    },
  );
};
