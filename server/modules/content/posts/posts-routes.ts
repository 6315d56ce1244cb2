import type { FastifyPluginAsync } from 'fastify';
import {
  maxPhotosPerSave,
  postImageField,
  postImagesField,
  postInputSchema,
  postListQuerySchema,
  postListSchema,
  postSavedSchema,
  postSchema,
  type Post,
} from '#contracts/content/posts.ts';
import { staffListSchema } from '#contracts/content/publication.ts';
import { itemRoutes } from '#server/modules/content/item-routes.ts';
import type { PostsService } from './posts-service.ts';

export const postsRoutes: FastifyPluginAsync<{ service: PostsService }> = async (
  app,
  { service },
) => {
  await app.register(itemRoutes, {
    resource: service,
    tag: 'gallery',
    list: {
      paths: ['/api/posts'],
      query: postListQuerySchema,
      schema: postListSchema,
      answer: (items) => ({ data: items as Post[] }),
    },
    staffList: { path: '/api/admin/posts', schema: staffListSchema(postSchema) },
    createPaths: ['/api/posts'],
    itemPath: '/api/posts/:id',
    savedSchema: postSavedSchema,
    messages: { created: 'Post created.', updated: 'Post updated.', deleted: 'Post deleted.' },
    input: {
      schema: postInputSchema,
      form: {
        fileField: postImagesField,
        kind: 'image',
        consumes: ['multipart/form-data', 'application/json'],
        // The original client sends its one picture as `image` (decision 0014).
        files: { max: maxPhotosPerSave, otherFields: [postImageField] },
      },
    },
  });
};
