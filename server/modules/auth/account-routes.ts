import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import {
  otherSessions,
  recoveryCodesSchema,
  sessionListSchema,
  sessionParamsSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
} from '#contracts/staff.ts';
import { clientAddressKey } from '#server/lib/client-address.ts';
import { HttpError, notFound } from '#server/lib/http-errors.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import { tooManyAttempts } from '#server/rate-limits/too-many-attempts.ts';
import type { Admin, AdminsRepository } from './admins-repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './password.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { TwoFactorRepository } from './two-factor-repository.ts';
import { acceptedTotpStep, newRecoveryCodes, newTotpSecret, totpUri } from './two-factor.ts';

type AccountRoutesOptions = {
  admins: AdminsRepository;
  sessions: SessionsRepository;
  twoFactor: TwoFactorRepository;
  audit: AuditRepository;
  throttle: LoginThrottle;
  /** The school's settings: authenticator apps list the account under its short name. */
  school: () => Promise<{ shortName: string } | undefined>;
};

const tags = ['my account'];
const ownAccount = staffAccess('ownAccount');
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** "My account": the signed-in person's sessions and two-factor sign-in. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { admins, sessions, twoFactor, audit, throttle, school } = options;
  const account = async (id: string) => {
    const admin = await admins.findById(id);
    if (!admin) throw notFound();
    return admin;
  };
  const recordChange = (admin: { id: string; username: string }, summary: string) =>
    audit.append({
      adminUsername: admin.username,
      action: 'update',
      entity: 'account',
      entityId: admin.id,
      summary: `${admin.username}: ${summary}`,
    });

  /**
   * The password, not only the session, to turn two-factor sign-in on or off: a borrowed session
   * must not remove the second factor, nor put one of its own in place to lock the owner out; and
   * it must not guess the password here faster than at the login (throttled the same way).
   */
  const confirmPassword = async (admin: Admin, ip: string, password: string) => {
    const address = clientAddressKey(ip);
    const attempt = await throttle.beginAttempt(admin.username, address);
    if (!attempt.allowed)
      throw tooManyAttempts('Too many wrong passwords', attempt.retryAfterSeconds);
    if (!(await verifyPassword(admin.passwordHash, password))) {
      const message = 'The password is not correct.';
      throw new HttpError(400, message, [{ field: 'password', message }]);
    }
    await throttle.forgive(admin.username, address);
  };

  app.get(
    '/api/auth/sessions',
    { config: ownAccount, schema: { tags, response: { 200: sessionListSchema } } },
    async (request) => {
      const { id, sessionId } = request.admin!;
      const rows = await sessions.list(id);
      return {
        sessions: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.id === sessionId,
        })),
      };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: ownAccount,
      schema: { tags, params: sessionParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      const { id, sessionId } = request.admin!;
      if (request.params.id === otherSessions) {
        await sessions.revokeOthers(id, sessionId);
        return { message: 'Signed out everywhere else.' };
      }
      // Only sessions of the caller's own account are found: another's id is simply not there.
      if (!(await sessions.revokeById(id, request.params.id))) throw notFound();
      return { message: 'Signed out.' };
    },
  );

  app.post(
    '/api/auth/2fa/setup',
    { config: ownAccount, schema: { tags, response: { 200: twoFactorSetupSchema, ...errors } } },
    async (request) => {
      const admin = await account(request.admin!.id);
      if (admin.totpEnabledAt)
        throw new HttpError(409, 'Two-factor sign-in is already on. Turn it off first.');
      const secret = newTotpSecret();
      await twoFactor.beginSetup(admin.id, secret);
      return { secret, uri: totpUri(admin.username, secret, (await school())?.shortName) };
    },
  );

  app.post(
    '/api/auth/2fa/enable',
    {
      config: ownAccount,
      schema: {
        tags,
        body: twoFactorEnableSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await account(request.admin!.id);
      if (admin.totpEnabledAt) throw new HttpError(409, 'Two-factor sign-in is already on.');
      if (!admin.totpSecret) throw new HttpError(409, 'Start the setup first.');
      await confirmPassword(admin, request.ip, request.body.password);
      const step = acceptedTotpStep(admin.username, admin.totpSecret, request.body.code, null);
      if (step === undefined) {
        const message = 'The code is not correct. Check the time on your phone and try again.';
        throw new HttpError(400, message, [{ field: 'code', message }]);
      }
      const recoveryCodes = newRecoveryCodes();
      await twoFactor.enable(admin.id, step, recoveryCodes);
      await recordChange(admin, 'two-factor sign-in turned on');
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/auth/2fa/disable',
    {
      config: ownAccount,
      schema: { tags, body: twoFactorDisableSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      const admin = await account(request.admin!.id);
      await confirmPassword(admin, request.ip, request.body.password);
      await twoFactor.disable(admin.id);
      await recordChange(admin, 'two-factor sign-in turned off');
      return { message: 'Two-factor sign-in is off.' };
    },
  );
};
