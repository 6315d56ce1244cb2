import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '#server/cli/admin-commands.ts';
import { ConfigError } from '#server/config.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { createAdminsRepository } from './admins-repository.ts';
import { ensureFirstAdmin } from './first-admin.ts';

// Every place a password is set refuses a guessable one with zxcvbn's reason in plain words
// (decision 0011): the change-password form, an invitation, `npm run admin` and ADMIN_PASSWORD.
const ctx = await buildTestApp();
const { app } = ctx;
const admins = createAdminsRepository(ctx.db);

/** 12 characters or more, so only how guessable they are can refuse them. */
const guessable = [
  ['password1234', /easy to guess: it is very close to one of the most used passwords/],
  ['123456789012', /easy to guess: it is one of the most used passwords/],
  ['qwertyuiop12', /easy to guess: it is very close to one of the most used passwords/],
  ['vedavidyaschool', /easy to guess: it contains the username or the school's name/],
] as const;
const strongPassphrase = 'mango lantern river chalk';

async function changePassword(currentPassword: string, newPassword: string) {
  const token = await ctx.login('policy-tester', currentPassword);
  return app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { authorization: `Bearer ${token}` },
    payload: { currentPassword, newPassword },
  });
}

describe('changing one’s password', () => {
  let changers = 0;
  it.each(guessable)('refuses %s, saying why and what to do', async (newPassword, reason) => {
    changers += 1;
    await admins.create(`changer-${changers}`, 'policy-tester-password');
    const token = await ctx.login(`changer-${changers}`, 'policy-tester-password');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'policy-tester-password', newPassword },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'newPassword', message: expect.stringMatching(reason) },
    ]);
    expect(response.json().message).toMatch(/A few unrelated words make a good password/);
  });

  it('refuses the current password again, and takes a passphrase of unrelated words', async () => {
    await admins.create('policy-tester', 'policy-tester-password');
    const reused = await changePassword('policy-tester-password', 'policy-tester-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([
      { field: 'newPassword', message: 'The new password must be different from the current one.' },
    ]);
    expect((await changePassword('policy-tester-password', strongPassphrase)).statusCode).toBe(200);
    const long = `${strongPassphrase} and a teapot on the windowsill by the old school gate`;
    expect(long.length).toBeGreaterThan(64);
    expect((await changePassword(strongPassphrase, long)).statusCode).toBe(200);
  });
});

describe('accepting an invitation', () => {
  it('refuses a guessable password with the reason, then takes a strong one', async () => {
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: await ctx.authHeader(),
      payload: { username: 'policy-invitee', role: 'editor' },
    });
    const token = invited.json<{ invitationUrl: string }>().invitationUrl.split('#')[1];
    const accept = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/invitation', payload: { token, password } });
    const weak = await accept('policy-invitee1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([
      {
        field: 'password',
        message: expect.stringMatching(/easy to guess: it contains the username/),
      },
    ]);
    expect((await accept(strongPassphrase)).statusCode).toBe(200);
  });
});

describe('npm run admin', () => {
  it.each(guessable)('refuses %s for a new account or a reset', async (password, reason) => {
    const run = (args: string[]) =>
      runAdminCommand(args, { db: ctx.db, askPassword: async () => password, print: () => {} });
    await expect(run(['create', 'policy-cli'])).rejects.toThrow(reason);
    await expect(run(['reset-password', 'test-admin'])).rejects.toThrow(reason);
    expect(await admins.findByUsername('policy-cli')).toBeUndefined();
  });
});

const database = await createTestDatabase();
afterAll(() => database.dispose());

describe('the first admin from ADMIN_PASSWORD', () => {
  const firstAdmins = createAdminsRepository(database.db);
  const start = (password: string) =>
    ensureFirstAdmin(
      firstAdmins,
      { publicUrl: 'http://school.test', initialAdmin: { username: 'principal', password } },
      pino({ level: 'silent' }),
    );

  it('refuses a guessable one at start, creating nobody', async () => {
    const refused = start('qwertyuiop12');
    await expect(refused).rejects.toBeInstanceOf(ConfigError);
    await expect(start('qwertyuiop12')).rejects.toThrow(/^ADMIN_PASSWORD: This password is easy/);
    expect(await firstAdmins.count()).toBe(0);
    await start(strongPassphrase);
    expect(await firstAdmins.count()).toBe(1);
  });
});
