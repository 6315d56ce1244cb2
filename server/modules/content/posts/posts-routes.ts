import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  postImageField,
  postInputSchema,
  postListQuerySchema,
  postListSchema,
  postSavedSchema,
} from '#contracts/content/posts.ts';
import { formHandler, formRouteOptions, itemId } from '../form-route.ts';
import {
  actorOf,
  contentWrite,
  deletedResponse,
  errorResponses,
  idParams,
  publicRead,
  uploadErrorResponses,
} from '../route-helpers.ts';
import type { PostsService } from './posts-service.ts';

const tags = ['gallery'];
const form = { schema: postInputSchema, fileField: postImageField, kind: 'image' } as const;
const consumes = ['multipart/form-data', 'application/json'];

export const postsRoutes: FastifyPluginAsyncZod<{
  service: PostsService;
}> = async (app, { service }) => {
  app.get(
    '/api/posts',
    {
      config: publicRead,
      schema: {
        tags,
        querystring: postListQuerySchema,
        response: { 200: postListSchema, ...errorResponses },
      },
    },
    async (request) => ({ data: await service.list(request.query.limit) }),
  );

  app.post(
    '/api/posts',
    {
      ...formRouteOptions('image'),
      config: contentWrite,
      schema: { tags, consumes, response: { 201: postSavedSchema, ...uploadErrorResponses } },
    },
    formHandler({
      ...form,
      status: 201,
      message: 'Post created.',
      save: (actor, fields, image) => service.create(actor, fields, image),
    }),
  );
  app.put(
    '/api/posts/:id',
    {
      ...formRouteOptions('image'),
      config: contentWrite,
      schema: {
        tags,
        params: idParams,
        consumes,
        response: { 200: postSavedSchema, ...uploadErrorResponses },
      },
    },
    formHandler({
      ...form,
      message: 'Post updated.',
      save: (actor, fields, image, request) =>
        service.update(actor, itemId(request), fields, image),
    }),
  );
  app.delete(
    '/api/posts/:id',
    { config: contentWrite, schema: { tags, params: idParams, response: deletedResponse } },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { message: 'Post deleted.' };
    },
  );
};
