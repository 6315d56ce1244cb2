import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testAdmin } from '#server/test/build-test-app.ts';
import { createAuditRepository } from '#server/modules/audit/audit-repository.ts';
import { createAdminsRepository } from './admins-repository.ts';
import { failedLoginsPerAddress } from './login-throttle.ts';

const ctx = await buildTestApp();
const { app } = ctx;

const loginAttempt = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { username, password },
    remoteAddress,
  });
const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

describe('health', () => {
  it('reports the database engine', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: ctx.db.dialect });
  });
});

describe('admin login', () => {
  it('returns a token, the username and a 12 hour expiry', async () => {
    const before = Date.now();
    const response = await loginAttempt(testAdmin.username, testAdmin.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; username: string; expiresAt: string }>();
    expect(body.username).toBe(testAdmin.username);
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
    const lifetime = new Date(body.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600_000 + 1000);
    expect((await me(body.token)).json()).toEqual({
      username: testAdmin.username,
      role: 'administrator',
      mustChangePassword: false,
      twoFactor: false,
    });
  });

  it('answers the login and /api/auth/me with Cache-Control: no-store', async () => {
    const login = await loginAttempt(testAdmin.username, testAdmin.password);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json<{ token: string }>().token;
    expect((await me(token)).headers['cache-control']).toBe('no-store');
  });

  it('stores only a hash of the token', async () => {
    const token = await ctx.login();
    const rows = await ctx.db.read.select().from(ctx.db.tables.adminSessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrongPassword = await loginAttempt(testAdmin.username, 'not-the-password');
    const unknownUser = await loginAttempt('nobody-here', 'not-the-password');
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid username or password.' });
    }
  });

  it('rejects a missing password with a field error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ field: 'password' })]);
  });

  it('stops one address that fails on many usernames, and only that address', async () => {
    const sprayer = '203.0.113.50';
    for (let attempt = 1; attempt <= failedLoginsPerAddress.max; attempt += 1) {
      const response = await loginAttempt(`user-${attempt}`, 'Summer2026!', sprayer);
      expect(response.statusCode).toBe(401);
    }
    // Even the right password is not checked from that address until the window ends.
    const stopped = await loginAttempt(testAdmin.username, testAdmin.password, sprayer);
    expect(stopped.statusCode).toBe(429);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(800);
    expect(stopped.json().message).toMatch(/from your connection/);
    expect((await loginAttempt(testAdmin.username, testAdmin.password)).statusCode).toBe(200);
  });

  it('forgives earlier failures after a successful login', async () => {
    await createAdminsRepository(ctx.db).create('forgetful-admin', 'forgetful-password');
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await loginAttempt('forgetful-admin', 'wrong');
    expect((await loginAttempt('forgetful-admin', 'forgetful-password')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1)
      await loginAttempt('forgetful-admin', 'wrong');
    expect((await loginAttempt('forgetful-admin', 'forgetful-password')).statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('records sign-ins and failed sign-ins of real accounts with the address', async () => {
    await createAdminsRepository(ctx.db).create('audited', 'audited-password-1');
    await loginAttempt('audited', 'wrong-password', '198.51.100.77');
    await loginAttempt('audited', 'audited-password-1', '198.51.100.77');
    await loginAttempt('nobody-at-all', 'whatever', '198.51.100.77');
    const entries = await createAuditRepository(ctx.db).list(1000);
    const about = entries.filter((entry) => entry.summary.includes('198.51.100.77'));
    expect(
      about.map(({ adminUsername, action, entity, summary }) => ({
        adminUsername,
        action,
        entity,
        summary,
      })),
    ).toEqual([
      {
        adminUsername: 'audited',
        action: 'sign-in',
        entity: 'account',
        summary: 'Signed in from 198.51.100.77',
      },
      {
        adminUsername: 'audited',
        action: 'sign-in-failed',
        entity: 'account',
        summary: 'Wrong password from 198.51.100.77',
      },
    ]);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const token = await ctx.login();
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('an expired token is refused', async () => {
    const token = await ctx.login();
    const { adminSessions } = ctx.db.tables;
    await ctx.db.write((tx) =>
      tx
        .update(adminSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(adminSessions.expiresAt, adminSessions.expiresAt)),
    );
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a password change revokes every token of that admin', async () => {
    const admins = createAdminsRepository(ctx.db);
    await admins.create('changer', 'first-password-1');
    const first = await ctx.login('changer', 'first-password-1');
    const second = await ctx.login('changer', 'first-password-1');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${first}` },
      payload: { currentPassword: 'first-password-1', newPassword: 'second-password-2' },
    });
    expect(response.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await loginAttempt('changer', 'first-password-1')).statusCode).toBe(401);
    expect((await loginAttempt('changer', 'second-password-2')).statusCode).toBe(200);
  });

  it.each([
    ['shorter than 12 characters', 'eleven-char', /at least 12/],
    [
      'easy to guess (server/modules/auth/password-policy.test.ts)',
      'UnBelievable1',
      /easy to guess/,
    ],
  ])('refuses a new password %s', async (_case, newPassword, message) => {
    const token = await ctx.login();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: testAdmin.password, newPassword },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      field: 'newPassword',
      message: expect.stringMatching(message),
    });
  });

  it('keeps accepting a password set before the 12-character rule', async () => {
    await createAdminsRepository(ctx.db).create('old-timer', 'ten-chars!');
    expect((await loginAttempt('old-timer', 'ten-chars!')).statusCode).toBe(200);
  });
});

describe('requireAdmin', () => {
  it.each([
    ['no header', undefined],
    ['malformed header', 'Token abc'],
    ['unknown token', `Bearer ${'x'.repeat(43)}`],
  ])('answers 401 with the spec message for %s', async (_case, authorization) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized! Please login first.' });
  });
});

describe('responses', () => {
  it('unknown API paths are JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTypeOf('string');
  });

  it('carries the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
