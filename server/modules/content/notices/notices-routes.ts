import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noticeFileField,
  noticeInputSchema,
  noticeListSchema,
  noticeSavedSchema,
} from '#contracts/content/notices.ts';
import { formHandler, formRouteOptions, itemId } from '../form-route.ts';
import {
  actorOf,
  contentWrite,
  deletedResponse,
  idParams,
  publicRead,
  uploadErrorResponses,
} from '../route-helpers.ts';
import type { NoticesService } from './notices-service.ts';

const tags = ['notices'];
const form = { schema: noticeInputSchema, fileField: noticeFileField, kind: 'document' } as const;

export const noticesRoutes: FastifyPluginAsyncZod<{
  service: NoticesService;
}> = async (app, { service }) => {
  app.get(
    '/api/notices',
    { config: publicRead, schema: { tags, response: { 200: noticeListSchema } } },
    () => service.list(),
  );

  app.post(
    '/api/notices/add',
    {
      ...formRouteOptions('document'),
      config: contentWrite,
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: noticeSavedSchema, ...uploadErrorResponses },
      },
    },
    formHandler({
      ...form,
      status: 201,
      message: 'Notice added.',
      save: (actor, fields, upload) => service.create(actor, fields, upload),
    }),
  );
  app.put(
    '/api/notices/:id',
    {
      ...formRouteOptions('document'),
      config: contentWrite,
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: noticeSavedSchema, ...uploadErrorResponses },
      },
    },
    formHandler({
      ...form,
      message: 'Notice updated.',
      save: (actor, fields, upload, request) =>
        service.update(actor, itemId(request), fields, upload),
    }),
  );
  app.delete(
    '/api/notices/:id',
    { config: contentWrite, schema: { tags, params: idParams, response: deletedResponse } },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { message: 'Notice deleted.' };
    },
  );
};
