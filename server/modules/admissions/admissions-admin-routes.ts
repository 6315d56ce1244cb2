import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  admissionDocuments,
  admissionSettingsSchema,
  applicationReviewSchema,
  interactionSlotInputSchema,
  interactionSlotSchema,
  settingsListSchema,
  slotFilterSchema,
  slotListSchema,
  staffApplicationFilterSchema,
  staffApplicationListSchema,
  staffApplicationSchema,
} from '#contracts/admissions.ts';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { assertKnownIdShape } from '#server/lib/http-errors.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { sendPrivateFile } from '#server/http/send-stored-file.ts';
import type { AdmissionReview } from './admission-review.ts';
import type { AdmissionSettingsRepository } from './admission-settings.ts';
import type { AdmissionSlots } from './admission-slots.ts';
import { admissionsCsv, admissionsCsvName } from './admissions-csv.ts';

type AdmissionsAdminRoutesOptions = {
  review: AdmissionReview;
  slots: AdmissionSlots;
  settings: AdmissionSettingsRepository;
  storage: FileStorage;
};

/** Children's and parents' details: the office's and administrators', never editors' (decision 0011). */
const access = staffAccess('inbox');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const idParams = z.object({ id: z.string().max(100) });

/** Staff's side of admissions: applications, their documents and review, settings and slots. */
export const admissionsAdminRoutes: FastifyPluginAsyncZod<AdmissionsAdminRoutesOptions> = async (
  app,
  { review, slots, settings, storage },
) => {
  const actor = (request: { admin?: { username: string } | null }) => ({
    username: request.admin!.username,
  });

  app.get(
    '/api/admin/admissions/applications',
    {
      config: access,
      schema: {
        tags: ['admin'],
        querystring: staffApplicationFilterSchema,
        response: { 200: staffApplicationListSchema, ...errors },
      },
    },
    async (request) => review.list(request.query),
  );

  app.get(
    '/api/admin/admissions/applications.csv',
    {
      config: access,
      schema: {
        tags: ['admin'],
        querystring: staffApplicationFilterSchema,
        response: {
          200: fileAnswer('The applications the filter shows, as CSV', ['text/csv'], 'text'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { page: _page, ...filter } = request.query;
      const items = await review.listAll(filter);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${admissionsCsvName()}"`)
        .send(admissionsCsv(items));
    },
  );

  app.get(
    '/api/admin/admissions/applications/:id',
    {
      config: access,
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: staffApplicationSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      assertKnownIdShape(request.params.id);
      return review.get(request.params.id);
    },
  );

  app.patch(
    '/api/admin/admissions/applications/:id',
    {
      config: access,
      schema: {
        tags: ['admin'],
        params: idParams,
        body: applicationReviewSchema,
        response: {
          200: staffApplicationSchema,
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      assertKnownIdShape(request.params.id);
      return review.review(request.params.id, request.body, actor(request));
    },
  );

  app.get(
    '/api/admin/admissions/applications/:id/documents/:document',
    {
      config: access,
      schema: {
        tags: ['admin'],
        params: idParams.extend({ document: z.enum(admissionDocuments) }),
        response: {
          200: fileAnswer('A document the parent sent', ['application/pdf', 'image/webp']),
          ...errors,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      assertKnownIdShape(request.params.id);
      const file = await review.documentFile(request.params.id, request.params.document);
      return sendPrivateFile(request, reply, storage, file, {
        admissionApplicationId: request.params.id,
        document: request.params.document,
      });
    },
  );

  app.get(
    '/api/admin/admissions/settings',
    {
      config: access,
      schema: { tags: ['admin'], response: { 200: settingsListSchema, ...errors } },
    },
    async () => ({ items: await settings.list() }),
  );

  app.put(
    '/api/admin/admissions/settings',
    {
      // Seats, dates and age rules decide which children may apply: the administrator's.
      config: staffAccess('settings'),
      schema: {
        tags: ['admin'],
        body: admissionSettingsSchema,
        response: { 200: admissionSettingsSchema, ...errors },
      },
    },
    async (request) => settings.put(request.body, actor(request)),
  );

  app.get(
    '/api/admin/admissions/slots',
    {
      config: access,
      schema: {
        tags: ['admin'],
        querystring: slotFilterSchema,
        response: { 200: slotListSchema, ...errors },
      },
    },
    async (request) => ({ items: await slots.list(request.query.year) }),
  );

  app.post(
    '/api/admin/admissions/slots',
    {
      config: access,
      schema: {
        tags: ['admin'],
        body: interactionSlotInputSchema,
        response: { 201: interactionSlotSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await slots.create(request.body, actor(request))),
  );

  app.delete(
    '/api/admin/admissions/slots/:id',
    {
      config: access,
      schema: {
        tags: ['admin'],
        params: idParams,
        response: {
          200: z.object({ message: z.string() }),
          ...errors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) => {
      assertKnownIdShape(request.params.id);
      await slots.remove(request.params.id, actor(request));
      return { message: 'Deleted.' };
    },
  );
};
