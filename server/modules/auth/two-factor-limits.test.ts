import { demoSchool } from '#contracts/demo-school.ts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { startSmtpReceiver } from '#server/mail/test-smtp-receiver.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createAdminsRepository } from './admins-repository.ts';
import { wrongCodesPerAccount } from './login-throttle.ts';

// The whole app mailing to a real SMTP server: the warning to the school goes the usual way.
const receiver = await startSmtpReceiver();
const database = await createTestDatabase();
const app = await buildApp({
  school: demoSchool,
  config: {
    publicUrl: 'http://school.test',
    buildDir: '/nonexistent-build',
    dataDir: database.dataDir,
    mail: { url: receiver.url, from: 'School website <no-reply@school.test>' },
  },
  db: database.db,
});
afterAll(async () => {
  await app.close();
  await database.dispose();
  await receiver.close();
});
const admins = createAdminsRepository(database.db);

let addressCount = 0;
/** Each attempt from a /64 of its own: the limits per address never come into play. */
const freshAddress = () => `2001:db8:${(++addressCount).toString(16)}::1`;

const login = (username: string, password: string, code?: string, remoteAddress = freshAddress()) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { username, password, ...(code !== undefined && { code }) },
    remoteAddress,
  });
const call = (url: string, token: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload && { payload }),
  });
/** The code an authenticator app shows, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
/** Six digits that are not the current code (nor the ones either side of it). */
const wrongCodeFor = (secret: string) => {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  let candidate = 100000;
  while (totp.validate({ token: String(candidate), window: 1 }) !== null) candidate += 1;
  return String(candidate);
};

/** An account with two-factor sign-in on; answers its secret. */
async function accountWithTwoFactor(username: string, password: string) {
  await admins.create(username, password);
  const token = (await login(username, password)).json().token as string;
  const { secret } = (await call('/api/auth/2fa/setup', token)).json() as { secret: string };
  const enabled = await call('/api/auth/2fa/enable', token, { code: codeFor(secret), password });
  expect(enabled.statusCode).toBe(200);
  return secret;
}

describe('wrong two-factor codes, counted per account from every address', () => {
  it('refuses codes for the account once too many were wrong, and warns the school once', async () => {
    const password = 'guarded-password-1';
    const secret = await accountWithTwoFactor('guarded', password);
    const wrong = wrongCodeFor(secret);
    for (let attempt = 0; attempt < wrongCodesPerAccount.max; attempt++)
      expect((await login('guarded', password, wrong)).statusCode).toBe(401);
    // From yet another address, with the right code too: refused until the window passes.
    for (const code of [wrong, wrong, codeFor(secret, 1)]) {
      const refused = await login('guarded', password, code);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many wrong codes for this account\./);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }

    const [mail] = await receiver.waitFor(1);
    expect(mail!.to).toEqual([demoSchool.emails.office]);
    expect(mail!.raw).toMatch(/Subject: .*guarded/);
    expect(mail!.raw).toContain('change the password');
    // Only one mail however many attempts are refused.
    await login('guarded', password, wrong);
    expect(receiver.received).toHaveLength(1);
  });

  it('records the lock in the audit log', async () => {
    await admins.create('auditor', 'auditor-password-1');
    const token = (await login('auditor', 'auditor-password-1')).json().token as string;
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=200',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        adminUsername: 'guarded',
        action: 'sign-in-failed',
        summary: expect.stringMatching(/Two-factor codes refused/),
      }),
    );
  });

  it('does not count the right codes', async () => {
    const password = 'careful-password-2';
    const secret = await accountWithTwoFactor('steady', password);
    const wrong = wrongCodeFor(secret);
    for (let attempt = 0; attempt < wrongCodesPerAccount.max - 1; attempt++)
      expect((await login('steady', password, wrong)).statusCode).toBe(401);
    // The next step's code: the current one was spent turning two-factor sign-in on.
    expect((await login('steady', password, codeFor(secret, 1))).statusCode).toBe(200);
    // The right one was taken back: one more wrong code is still answered as wrong.
    expect((await login('steady', password, wrong)).statusCode).toBe(401);
    expect((await login('steady', password, wrong)).statusCode).toBe(429);
  });
});

describe('turning two-factor sign-in on', () => {
  it('asks for the current password', async () => {
    const password = 'enabling-password-1';
    await admins.create('enabling', password);
    const token = (await login('enabling', password)).json().token as string;
    const { secret } = (await call('/api/auth/2fa/setup', token)).json() as { secret: string };

    const without = await call('/api/auth/2fa/enable', token, { code: codeFor(secret) });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toContainEqual({
      field: 'password',
      message: 'Enter your password.',
    });
    const wrong = await call('/api/auth/2fa/enable', token, {
      code: codeFor(secret),
      password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The password is not correct.',
      errors: [{ field: 'password', message: 'The password is not correct.' }],
    });
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().twoFactor).toBe(false);

    const right = await call('/api/auth/2fa/enable', token, { code: codeFor(secret), password });
    expect(right.statusCode).toBe(200);
  });
});
