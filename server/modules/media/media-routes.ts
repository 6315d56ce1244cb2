import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  mediaDeleteSchema,
  mediaFileField,
  mediaInputSchema,
  mediaInUseSchema,
  mediaListSchema,
  mediaQuerySchema,
  mediaSavedSchema,
} from '#contracts/content/media.ts';
import { uploadFormBody } from '#server/lib/documented-body.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import { formHandler, formRouteOptions, itemId } from '#server/http/form-route.ts';
import {
  actorOf,
  contentWrite,
  deletedResponse,
  errorResponses,
  idParams,
  uploadErrorResponses,
} from '#server/http/route-helpers.ts';
import { MediaInUseError, type MediaService } from './media-service.ts';

const tags = ['media'];
// The document field's rules take images and documents; the service holds images to theirs. An
// SVG (a logo, say) is taken here only, drawn as a PNG (server/files/rasterise-svg.ts).
const form = {
  schema: mediaInputSchema,
  fileField: mediaFileField,
  kind: 'document',
  rasteriseSvg: true,
} as const;
const consumes = ['multipart/form-data', 'application/json'];

/** The media library's API: staff with the content role only, reads included. */
export const mediaRoutes: FastifyPluginAsyncZod<{ service: MediaService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/media',
    {
      config: staffAccess('content'),
      schema: {
        tags,
        querystring: mediaQuerySchema,
        response: { 200: mediaListSchema, ...errorResponses },
      },
    },
    (request) => service.list(request.query),
  );

  app.post(
    '/api/media',
    {
      ...formRouteOptions('document'),
      config: contentWrite,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        documentedBody: uploadFormBody({ ...form, fileRequired: true }, ['multipart/form-data']),
        response: { 201: mediaSavedSchema, ...uploadErrorResponses },
      },
    },
    formHandler({
      ...form,
      fileRequired: true,
      status: 201,
      message: 'File uploaded.',
      save: (actor, fields, upload) => service.create(actor, fields.altText, upload!),
    }),
  );

  app.put(
    '/api/media/:id',
    {
      ...formRouteOptions('document'),
      config: contentWrite,
      schema: {
        tags,
        params: idParams,
        consumes,
        documentedBody: uploadFormBody(form, consumes),
        response: { 200: mediaSavedSchema, ...uploadErrorResponses, 409: apiErrorSchema },
      },
    },
    formHandler({
      ...form,
      message: 'File saved.',
      save: (actor, fields, upload, request) =>
        service.update(actor, itemId(request), fields.altText, upload),
    }),
  );

  app.delete(
    '/api/media/:id',
    {
      config: contentWrite,
      schema: {
        tags,
        params: idParams,
        body: mediaDeleteSchema,
        response: { ...deletedResponse, 409: mediaInUseSchema },
      },
    },
    async (request, reply) => {
      try {
        await service.remove(actorOf(request), request.params.id, request.body?.confirm === true);
      } catch (error) {
        if (!(error instanceof MediaInUseError)) throw error;
        const { message, uses, blocked } = error;
        return reply.code(409).send({ message, uses, blocked });
      }
      return { message: 'File deleted.' };
    },
  );
};
