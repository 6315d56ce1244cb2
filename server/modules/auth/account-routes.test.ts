import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { createAdminsRepository } from './admins-repository.ts';

const ctx = await buildTestApp();
const { app } = ctx;
const admins = createAdminsRepository(ctx.db);

const login = (username: string, password: string, code?: string, userAgent = 'test-browser') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { username, password, ...(code !== undefined && { code }) },
    headers: { 'user-agent': userAgent },
    remoteAddress: '198.51.100.120',
  });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

/** The code an authenticator app shows, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('two-factor sign-in', () => {
  it('enrols with a QR code URI, then asks for a code, and each code and recovery code works once', async () => {
    await admins.create('careful', 'careful-password-1');
    const first = await login('careful', 'careful-password-1');
    const token = first.json().token as string;

    const setup = await call('POST', '/api/auth/2fa/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret, uri } = setup.json() as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*careful\?.*secret=/);
    expect(uri).toContain(`secret=${secret}`);

    const wrong = await call('POST', '/api/auth/2fa/enable', token, {
      code: '000000',
      password: 'careful-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    const enabled = await call('POST', '/api/auth/2fa/enable', token, {
      code: codeFor(secret),
      password: 'careful-password-1',
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // The password alone: no token, a request for the code.
    const passwordOnly = await login('careful', 'careful-password-1');
    expect(passwordOnly.statusCode).toBe(200);
    expect(passwordOnly.json()).toEqual({ twoFactorRequired: true });
    // A wrong password never reveals that a code would be asked for.
    expect((await login('careful', 'not-the-password')).statusCode).toBe(401);
    expect((await login('careful', 'careful-password-1', '123456')).statusCode).toBe(401);

    const nextCode = codeFor(secret, 1);
    const withCode = await login('careful', 'careful-password-1', nextCode);
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().token).toEqual(expect.any(String));
    expect((await login('careful', 'careful-password-1', nextCode)).statusCode).toBe(401);

    const recovery = recoveryCodes[0]!;
    expect((await login('careful', 'careful-password-1', recovery.toUpperCase())).statusCode).toBe(
      200,
    );
    expect((await login('careful', 'careful-password-1', recovery)).statusCode).toBe(401);

    const latest = (await login('careful', 'careful-password-1', recoveryCodes[1])).json().token;
    const refused = await call('POST', '/api/auth/2fa/disable', latest, { password: 'wrong' });
    expect(refused.statusCode).toBe(400);
    const disabled = await call('POST', '/api/auth/2fa/disable', latest, {
      password: 'careful-password-1',
    });
    expect(disabled.statusCode).toBe(200);
    expect((await login('careful', 'careful-password-1')).json().token).toEqual(expect.any(String));
  });

  it('cannot be set up twice over', async () => {
    await admins.create('twice', 'twice-password-12');
    const token = (await login('twice', 'twice-password-12')).json().token as string;
    const { secret } = (await call('POST', '/api/auth/2fa/setup', token)).json();
    await call('POST', '/api/auth/2fa/enable', token, {
      code: codeFor(secret),
      password: 'twice-password-12',
    });
    expect((await call('POST', '/api/auth/2fa/setup', token)).statusCode).toBe(409);
  });
});

describe('my sessions', () => {
  it('lists device, address and last seen, and signs out one or all the others', async () => {
    await admins.create('traveller', 'traveller-password');
    const phone = (await login('traveller', 'traveller-password', undefined, 'Phone')).json().token;
    const laptop = (await login('traveller', 'traveller-password', undefined, 'Laptop')).json()
      .token;
    const tablet = (await login('traveller', 'traveller-password', undefined, 'Tablet')).json()
      .token;
    const listed = (await call('GET', '/api/auth/sessions', laptop)).json().sessions as Array<{
      id: string;
      userAgent: string;
      address: string;
      current: boolean;
      lastSeenAt: string;
    }>;
    expect(listed.map((session) => session.userAgent).sort()).toEqual([
      'Laptop',
      'Phone',
      'Tablet',
    ]);
    expect(listed.find((session) => session.current)?.userAgent).toBe('Laptop');
    expect(listed.every((session) => session.address === '198.51.100.120')).toBe(true);

    const phoneSession = listed.find((session) => session.userAgent === 'Phone')!;
    expect((await call('DELETE', `/api/auth/sessions/${phoneSession.id}`, laptop)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/auth/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', tablet)).statusCode).toBe(200);

    expect((await call('DELETE', '/api/auth/sessions/others', laptop)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', tablet)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', laptop)).statusCode).toBe(200);
  });

  it("cannot end someone else's session", async () => {
    await admins.create('neighbour', 'neighbour-password');
    const theirs = (await login('neighbour', 'neighbour-password')).json().token;
    const theirId = (await call('GET', '/api/auth/sessions', theirs)).json().sessions[0].id;
    const mine = await ctx.login();
    expect((await call('DELETE', `/api/auth/sessions/${theirId}`, mine)).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/me', theirs)).statusCode).toBe(200);
  });
});
