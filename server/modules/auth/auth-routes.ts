import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, errorMessages } from '#contracts/api-error.ts';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
} from '#contracts/auth.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import { publicAccess, staffAccess } from '#server/lib/route-access.ts';
import type { AdminsRepository } from './admins-repository.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import { tooManyAttempts } from '#server/rate-limits/too-many-attempts.ts';
import type { LoginThrottle } from './login-throttle.ts';
import {
  newPasswordProblem,
  reusedPasswordMessage,
  type PasswordSchool,
} from './password-policy.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { TwoFactorRepository } from './two-factor-repository.ts';
import { acceptedTotpStep } from './two-factor.ts';
import type { WrongCodesLimit } from './wrong-codes-limit.ts';

type AuthRoutesOptions = {
  admins: AdminsRepository;
  sessions: SessionsRepository;
  throttle: LoginThrottle;
  failedLoginsByAddress: RateLimiter;
  audit: AuditRepository;
  twoFactor: TwoFactorRepository;
  wrongCodes: WrongCodesLimit;
  /** The school's settings, whose names a new password must not be guessed from. */
  school: () => Promise<PasswordSchool | undefined>;
};

const wrongCodeMessage =
  'The code is not correct. Enter the current code from your app, or a recovery code.';

const messageSchema = z.object({ message: z.string() });
const ownAccount = staffAccess('ownAccount');

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const {
    admins,
    sessions,
    throttle,
    failedLoginsByAddress,
    audit,
    twoFactor,
    wrongCodes,
    school,
  } = options;
  // Answers carry tokens and account data: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post(
    '/api/auth/admin-login',
    {
      config: publicAccess,
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const { username, password, code } = request.body;
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

      const found = await admins.findByUsername(username);
      // A disabled account is checked like an unknown one: same work, same answer.
      const admin = found?.disabledAt ? undefined : found;
      const passwordMatches = admin
        ? await verifyPassword(admin.passwordHash, password)
        : await verifyAgainstDecoy(password);
      const failed = async (
        summary: string,
        message: string = errorMessages.invalidCredentials,
      ) => {
        // No username: people type their password into it by mistake.
        request.log.warn('failed admin login');
        // Recorded for real accounts only: a made-up username names nobody to warn, and would
        // let anyone fill the audit log with text of their choosing.
        if (admin)
          await audit.append({
            adminUsername: admin.username,
            action: 'sign-in-failed',
            entity: 'account',
            entityId: admin.id,
            summary: `${summary} from ${address}`,
          });
        return new HttpError(401, message);
      };
      if (!admin || !passwordMatches) throw await failed('Wrong password');

      // The attempt stays counted until the second factor is right: codes are guessed under the
      // same limits as passwords.
      if (admin.totpEnabledAt && admin.totpSecret) {
        if (code === undefined) return { twoFactorRequired: true as const };
        // And per account, from every address: many addresses cannot share the guessing.
        const codes = await wrongCodes.begin(admin, address);
        if (!codes.allowed)
          throw tooManyAttempts('Too many wrong codes for this account', codes.retryAfterSeconds);
        const step = acceptedTotpStep(admin.username, admin.totpSecret, code, admin.totpLastStep);
        const accepted =
          step !== undefined
            ? await twoFactor.claimStep(admin.id, step)
            : await twoFactor.useRecoveryCode(admin.id, code);
        if (!accepted) throw await failed('Wrong two-factor code', wrongCodeMessage);
        await wrongCodes.forgive(admin);
      }

      await throttle.forgive(username, address);
      await failedLoginsByAddress.release(address);
      const session = await sessions.start(admin.id, {
        userAgent: request.headers['user-agent'] ?? '',
        address: request.ip,
      });
      await admins.recordSignIn(admin.id);
      await audit.append({
        adminUsername: admin.username,
        action: 'sign-in',
        entity: 'account',
        entityId: admin.id,
        summary: `Signed in from ${address}`,
      });
      request.log.info({ username: admin.username }, 'admin logged in');
      return {
        token: session.token,
        username: admin.username,
        role: admin.role,
        expiresAt: session.expiresAt.toISOString(),
        mustChangePassword: admin.mustChangePassword,
      };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: ownAccount, schema: { tags: ['auth'], response: { 200: messageSchema } } },
    async (request) => {
      await sessions.revoke(request.adminToken!);
      return { message: 'Logged out.' };
    },
  );

  app.get(
    '/api/auth/me',
    { config: ownAccount, schema: { tags: ['auth'], response: { 200: meResponseSchema } } },
    async (request) => {
      const { id, username, role, mustChangePassword } = request.admin!;
      const twoFactor = (await admins.findById(id))?.totpEnabledAt != null;
      return { username, role, mustChangePassword, twoFactor };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: ownAccount,
      schema: {
        tags: ['auth'],
        body: changePasswordRequestSchema,
        response: { 200: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      // Throttled like the login: a stolen session must not be a way to guess the password.
      const address = clientAddressKey(request.ip);
      const attempt = await throttle.beginAttempt(request.admin!.username, address);
      if (!attempt.allowed)
        throw tooManyAttempts('Too many wrong current passwords', attempt.retryAfterSeconds);
      const admin = await admins.findById(request.admin!.id);
      if (!admin || !(await verifyPassword(admin.passwordHash, request.body.currentPassword))) {
        throw new HttpError(400, 'The current password is not correct.', [
          { field: 'currentPassword', message: 'The current password is not correct.' },
        ]);
      }
      await throttle.forgive(admin.username, address);
      const problem =
        request.body.newPassword === request.body.currentPassword
          ? reusedPasswordMessage
          : await newPasswordProblem(request.body.newPassword, admin.username, await school());
      if (problem) throw new HttpError(400, problem, [{ field: 'newPassword', message: problem }]);
      await admins.changePassword(admin.id, request.body.newPassword);
      return { message: 'Password changed. Please log in again.' };
    },
  );
};
