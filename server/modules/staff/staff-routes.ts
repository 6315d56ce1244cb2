import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { idParamsSchema } from '#contracts/content/fields.ts';
import {
  acceptInvitationSchema,
  newAccountSchema,
  newStaffMemberSchema,
  staffChangeSchema,
  staffListSchema,
  staffMemberSchema,
  temporaryPasswordSchema,
} from '#contracts/staff.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { publicAccess, staffAccess } from '#server/lib/route-access.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { newPasswordProblem, type PasswordSchool } from '#server/modules/auth/index.ts';
import { limitPerIp } from '#server/http/limit-per-ip.ts';
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
type StaffRoutesOptions = {
  staff: StaffRepository;
  /** Invitation links point at this site's public address. */
  publicUrl: string;
  /** Tries of invitation tokens per client address. */
  invitationLimiter: RateLimiter;
  /** The school's settings, whose names a new password must not be guessed from. */
  school: () => Promise<PasswordSchool | undefined>;
};

export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (
  app,
  { staff, publicUrl, invitationLimiter, school },
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
        response: { 201: newAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, temporaryPassword, invitationToken } = await staff.create(
        actor(request),
        request.body,
      );
      // In the fragment: browsers never send it to a server, so it stays out of access logs.
      const answer = invitationToken
        ? { user, invitationUrl: `${publicUrl}/admin/invitation#${invitationToken}` }
        : { user, temporaryPassword: temporaryPassword! };
      return reply.code(201).send(answer);
    },
  );

  app.post(
    '/api/auth/invitation',
    {
      config: publicAccess,
      preHandler: limitPerIp(invitationLimiter, 'invitation'),
      schema: {
        tags,
        body: acceptInvitationSchema,
        response: { 200: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      // An expired or used link says so in acceptInvitation, whatever the password.
      const username = await staff.invitedUsername(request.body.token);
      const problem =
        username && (await newPasswordProblem(request.body.password, username, await school()));
      if (problem) throw new HttpError(400, problem, [{ field: 'password', message: problem }]);
      await staff.acceptInvitation(request.body.token, request.body.password);
      return { message: 'Your password is set. You can sign in now.' };
    },
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
