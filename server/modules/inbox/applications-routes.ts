import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  applicationFilterSchema,
  applicationListSchema,
  applicationReviewSchema,
  inboxApplicationSchema,
} from '#contracts/inbox.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { assertKnownIdShape } from '#server/lib/http-errors.ts';
import type { ApplicationsRepository } from './applications-repository.ts';
import { applicationsCsv, applicationsCsvName } from './applications-csv.ts';

type ApplicationsRoutesOptions = { applications: ApplicationsRepository };

/** As many as the Inbox shows; the export has no limit. */
const listLimit = 500;
const inboxAccess = staffAccess('inbox');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** Reviewing career applications in the Inbox: filter, status and notes, CSV export. Personal data, never cached. */
export const applicationsRoutes: FastifyPluginAsyncZod<ApplicationsRoutesOptions> = async (
  app,
  { applications },
) => {
  app.get(
    '/api/admin/inbox/applications',
    {
      config: inboxAccess,
      schema: {
        tags: ['admin'],
        querystring: applicationFilterSchema,
        response: { 200: applicationListSchema, ...errors },
      },
    },
    async (request) => ({ items: await applications.list(request.query, listLimit) }),
  );

  app.get(
    '/api/admin/inbox/applications.csv',
    {
      config: inboxAccess,
      schema: {
        tags: ['admin'],
        querystring: applicationFilterSchema,
        response: {
          200: fileAnswer('The applications the filter shows, as CSV', ['text/csv'], 'text'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const csv = applicationsCsv(await applications.list(request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${applicationsCsvName()}"`)
        .send(csv);
    },
  );

  app.patch(
    '/api/admin/inbox/applications/:id',
    {
      config: inboxAccess,
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().max(100) }),
        body: applicationReviewSchema,
        response: { 200: inboxApplicationSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      assertKnownIdShape(request.params.id);
      return applications.review(request.params.id, request.body, request.admin!);
    },
  );
};
