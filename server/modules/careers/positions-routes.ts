import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  careerPositionListSchema,
  careerPositionSchema,
  openPositionListSchema,
  positionChangeSchema,
  positionInputSchema,
  positionOrderSchema,
} from '#contracts/career-positions.ts';
import { idParamsSchema, messageSchema } from '#contracts/content/fields.ts';
import { publicAccess, staffAccess } from '#server/lib/route-access.ts';
import type { PositionsRepository } from './positions-repository.ts';

const tags = ['careers'];
/** Those who handle job applications keep the list of posts they are for (decision 0011). */
const access = staffAccess('inbox');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const basePath = '/api/admin/careers/positions';

type PositionsRoutesOptions = { positions: PositionsRepository; today: () => string };

/**
 * The Careers page's posts: the open ones for anyone, the whole list for staff to add, edit,
 * close or reopen, delete (one nobody applied for) and order.
 */
export const positionsRoutes: FastifyPluginAsyncZod<PositionsRoutesOptions> = async (
  app,
  { positions, today },
) => {
  const actor = (request: { admin?: { username: string } }) => ({
    username: request.admin!.username,
  });

  // Not in the public response cache: a closing date passes at midnight without a write.
  app.get(
    '/api/careers/positions',
    {
      config: publicAccess,
      schema: { tags, response: { 200: openPositionListSchema } },
    },
    async () => ({ items: await positions.listOpen(today()) }),
  );

  app.get(
    basePath,
    { config: access, schema: { tags, response: { 200: careerPositionListSchema, ...errors } } },
    async () => ({ items: await positions.list() }),
  );

  app.post(
    basePath,
    {
      config: access,
      schema: {
        tags,
        body: positionInputSchema,
        response: { 201: careerPositionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await positions.create(actor(request), request.body)),
  );

  app.put(
    `${basePath}/order`,
    {
      config: access,
      schema: {
        tags,
        body: positionOrderSchema,
        response: { 200: careerPositionListSchema, ...errors },
      },
    },
    async (request) => ({ items: await positions.reorder(actor(request), request.body.ids) }),
  );

  app.patch(
    `${basePath}/:id`,
    {
      config: access,
      schema: {
        tags,
        params: idParamsSchema,
        body: positionChangeSchema,
        response: { 200: careerPositionSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => positions.change(actor(request), request.params.id, request.body),
  );

  app.delete(
    `${basePath}/:id`,
    {
      config: access,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      await positions.remove(actor(request), request.params.id);
      return { message: 'Position deleted.' };
    },
  );
};
