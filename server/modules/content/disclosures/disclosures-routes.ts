import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disclosureDownloadQuerySchema,
  disclosureFileField,
  disclosureInputSchema,
  disclosureListSchema,
  disclosureSavedSchema,
} from '#contracts/content/disclosures.ts';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { acceptedTypes } from '#contracts/content/uploads.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { sendStoredFile } from '#server/http/send-stored-file.ts';
import { formHandler, formRouteOptions, itemId } from '#server/http/form-route.ts';
import { uploadFormBody } from '#server/lib/documented-body.ts';
import { fileAnswer, mediaTypesOf } from '#server/lib/file-answer.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { publicAccess } from '#server/lib/route-access.ts';
import {
  actorOf,
  contentWrite,
  deletedResponse,
  idParams,
  publicReadOf,
  uploadErrorResponses,
} from '#server/http/route-helpers.ts';
import type { DisclosuresService } from './disclosures-service.ts';

const tags = ['disclosure'];
const form = {
  schema: disclosureInputSchema,
  fileField: disclosureFileField,
  kind: 'document',
} as const;
const consumes = ['multipart/form-data'];

type Options = { service: DisclosuresService; storage: FileStorage };

export const disclosuresRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { service, storage },
) => {
  app.get(
    '/api/disclosure',
    {
      config: publicReadOf('disclosures'),
      schema: { tags, response: { 200: disclosureListSchema } },
    },
    () => service.list(),
  );

  // The name is only ever compared with names in the database, never joined to a path.
  app.get(
    '/api/disclosure/download',
    {
      config: publicAccess,
      schema: {
        tags,
        querystring: disclosureDownloadQuerySchema,
        response: {
          200: fileAnswer('The document, to save', mediaTypesOf(acceptedTypes.document)),
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await service.findDownload(request.query.file);
      if (!file) throw notFound();
      // The address stays the same when the document is replaced: browsers must ask again.
      return sendStoredFile(reply, storage, file, file.storedName, 'attachment', 'revalidate');
    },
  );

  app.post(
    '/api/disclosure/addDisclosure',
    {
      ...formRouteOptions('document'),
      config: contentWrite,
      schema: {
        tags,
        consumes,
        documentedBody: uploadFormBody({ ...form, fileRequired: true }, consumes),
        response: { 201: disclosureSavedSchema, ...uploadErrorResponses },
      },
    },
    formHandler({
      ...form,
      fileRequired: true,
      status: 201,
      message: 'Disclosure added.',
      save: (actor, fields, file) => service.create(actor, fields, file!),
    }),
  );
  app.put(
    '/api/disclosure/:id',
    {
      ...formRouteOptions('document'),
      config: contentWrite,
      schema: {
        tags,
        params: idParams,
        consumes,
        documentedBody: uploadFormBody(form, consumes),
        response: { 200: disclosureSavedSchema, ...uploadErrorResponses },
      },
    },
    formHandler({
      ...form,
      message: 'Disclosure updated.',
      save: (actor, fields, file, request) => service.update(actor, itemId(request), fields, file),
    }),
  );
  app.delete(
    '/api/disclosure/:id',
    { config: contentWrite, schema: { tags, params: idParams, response: deletedResponse } },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { message: 'Disclosure deleted.' };
    },
  );
};
