import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { idParamsSchema } from '#contracts/content/fields.ts';
import {
  newStaffMemberSchema,
  staffChangeSchema,
  staffListSchema,
  staffMemberSchema,
  temporaryPasswordSchema,
} from '#contracts/staff.ts';
import { staffAccess } from '../../lib/route-access.ts';
import type { StaffRepository } from './staff-repository.ts';

const tags = ['staff'];
const accounts = staffAccess('accounts');
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The Staff tab: administrators list, add, change and reset staff accounts. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffRepository }> = async (
  app,
  { staff },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const actor = (request: { admin?: { username: string } }) => ({
    username: request.admin!.username,
  });

  app.get(
    '/api/admin/users',
    { config: accounts, schema: { tags, response: { 200: staffListSchema } } },
    async () => ({ users: await staff.list() }),
  );

  app.post(
    '/api/admin/users',
    {
      config: accounts,
      schema: {
        tags,
        body: newStaffMemberSchema,
        response: { 201: temporaryPasswordSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await staff.create(actor(request), request.body)),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: accounts,
      schema: {
        tags,
        params: idParamsSchema,
        body: staffChangeSchema,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) => staff.change(actor(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/users/:id/reset',
    {
      config: accounts,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: temporaryPasswordSchema, ...errors },
      },
    },
    async (request) => staff.reset(actor(request), request.params.id),
  );
};
