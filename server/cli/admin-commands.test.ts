import { describe, expect, it } from 'vitest';
import { ConfigError } from '#server/config.ts';
import { createAuditRepository } from '#server/modules/audit/audit-repository.ts';
import { loginThrottlePolicy } from '#server/modules/auth/login-throttle.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { runAdminCommand } from './admin-commands.ts';

const ctx = await buildTestApp();
const printed: string[] = [];
const admin = (args: string[], password = 'a-new-password-2026') =>
  runAdminCommand(args, {
    db: ctx.db,
    askPassword: async () => password,
    print: (line) => printed.push(line),
  });

const loginFrom = (remoteAddress: string, username: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { username, password },
    remoteAddress,
  });

/** Locks `username` for one address by failing the free attempts from it. */
async function lockOut(username: string, address: string): Promise<void> {
  for (let attempt = 0; attempt < loginThrottlePolicy.freeAttempts; attempt += 1)
    await loginFrom(address, username, 'wrong-guess');
  expect((await loginFrom(address, username, 'wrong-guess')).statusCode).toBe(429);
}

describe('npm run admin', () => {
  it('create makes an admin who can sign in', async () => {
    await admin(['create', 'office-head'], 'office-head-password');
    expect(printed.at(-1)).toBe('Admin "office-head" created with the role administrator.');
    expect(
      (await loginFrom('198.51.100.30', 'office-head', 'office-head-password')).statusCode,
    ).toBe(200);
  });

  it('unlock lifts the lock from every address', async () => {
    await admin(['create', 'locked-out'], 'locked-out-password');
    await lockOut('locked-out', '198.51.100.31');
    await lockOut('locked-out', '198.51.100.32');
    await admin(['unlock', 'locked-out']);
    expect(printed.at(-1)).toBe('Login locks of "locked-out" lifted.');
    for (const address of ['198.51.100.31', '198.51.100.32'])
      expect((await loginFrom(address, 'locked-out', 'locked-out-password')).statusCode).toBe(200);
  });

  it('reset-password lifts the lock too', async () => {
    await admin(['create', 'forgot-it'], 'forgot-it-password');
    await lockOut('forgot-it', '198.51.100.33');
    await admin(['reset-password', 'forgot-it'], 'remembered-password');
    expect((await loginFrom('198.51.100.33', 'forgot-it', 'remembered-password')).statusCode).toBe(
      200,
    );
  });

  it('create --role gives the role, and the audit log names the command line as the actor', async () => {
    await admin(['create', 'notice-writer', '--role', 'editor'], 'notice-writer-password');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: {
        authorization: `Bearer ${await ctx.login('notice-writer', 'notice-writer-password')}`,
      },
    });
    expect(me.json()).toEqual({
      username: 'notice-writer',
      role: 'editor',
      mustChangePassword: false,
      twoFactor: false,
    });
    const entries = await createAuditRepository(ctx.db).list(100);
    expect(entries).toContainEqual(
      expect.objectContaining({
        adminUsername: 'command line',
        action: 'create',
        entity: 'account',
        summary: 'notice-writer (editor)',
      }),
    );
  });

  it('names what is wrong', async () => {
    await expect(admin(['unlock', 'nobody'])).rejects.toThrow(/No admin named "nobody"/);
    await expect(admin(['shout'])).rejects.toBeInstanceOf(ConfigError);
    await expect(admin(['create', 'short-one'], 'short')).rejects.toThrow(/at least 12/);
    await expect(admin(['create', 'common-one'], 'Unbelievable')).rejects.toThrow(/easy to guess/);
    await expect(admin(['create', 'bad-role', '--role', 'janitor'])).rejects.toThrow(/Usage/);
  });
});
