import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorMessages } from '#contracts/api-error.ts';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
} from '#contracts/auth.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { RequireAdmin } from '../../plugins/require-admin.ts';
import type { AdminsRepository } from './admins-repository.ts';
import type { RateLimiter } from '../../rate-limits/rate-limiter.ts';
import { tooManyAttempts } from '../../rate-limits/too-many-attempts.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import type { SessionsRepository } from './sessions-repository.ts';

type AuthRoutesOptions = {
  admins: AdminsRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
  failedLoginsByAddress: RateLimiter;
  requireAdmin: RequireAdmin;
};

const messageSchema = z.object({ message: z.string() });

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { admins, sessions, throttle, failedLoginsByAddress, requireAdmin } = options;
  // Answers carry tokens and account data: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/auth/admin-login',
    {
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const address = clientAddressKey(request.ip);
      // Both limits count this attempt before the password is checked (and forgive it on
      // success): attempts sent in parallel cannot all pass a check made before any was counted.
      const fromAddress = await failedLoginsByAddress.hit(address);
      if (!fromAddress.allowed)
        throw tooManyAttempts(
          'Too many failed login attempts from your connection',
          fromAddress.retryAfterSeconds,
        );
      const attempt = await throttle.beginAttempt(username, address);
      if (!attempt.allowed)
        throw tooManyAttempts(
          'Too many failed login attempts for this username from your connection',
          attempt.retryAfterSeconds,
        );

      const admin = await admins.findByUsername(username);
      const passwordMatches = admin
        ? await verifyPassword(admin.passwordHash, password)
        : await verifyAgainstDecoy(password);
      if (!admin || !passwordMatches) {
        // No username: people type their password into it by mistake.
        request.log.warn('failed admin login');
        throw new HttpError(401, errorMessages.invalidCredentials);
      }

      await throttle.forgive(username, address);
      await failedLoginsByAddress.release(address);
      const session = await sessions.start(admin.id);
      request.log.info({ username: admin.username }, 'admin logged in');
      return {
        token: session.token,
        username: admin.username,
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/auth/logout',
    { onRequest: requireAdmin, schema: { tags: ['auth'], response: { 200: messageSchema } } },
    async (request) => {
      await sessions.revoke(request.adminToken!);
      return { message: 'Logged out.' };
    },
  );

  app.get(
    '/api/auth/me',
    { onRequest: requireAdmin, schema: { tags: ['auth'], response: { 200: meResponseSchema } } },
    async (request) => ({ username: request.admin!.username }),
  );

  app.post(
    '/api/auth/change-password',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['auth'],
        body: changePasswordRequestSchema,
        response: { 200: messageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const admin = await admins.findByUsername(request.admin!.username);
      if (!admin || !(await verifyPassword(admin.passwordHash, request.body.currentPassword))) {
        throw new HttpError(400, 'The current password is not correct.', [
          { field: 'currentPassword', message: 'The current password is not correct.' },
        ]);
      }
      await admins.changePassword(admin.id, request.body.newPassword);
      return { message: 'Password changed. Please log in again.' };
    },
  );
};
