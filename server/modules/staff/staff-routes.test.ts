import { describe, expect, it } from 'vitest';
import { createAuditRepository } from '../audit/audit-repository.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

const ctx = await buildTestApp();
const { app } = ctx;
const adminHeaders = await ctx.authHeader();

const staffApi = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers = adminHeaders,
) => app.inject({ method, url, headers, ...(payload && { payload }) });

const login = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/admin-login',
    payload: { username, password },
    remoteAddress: '198.51.100.90',
  });

async function addMember(username: string, role: string) {
  const response = await staffApi('POST', '/api/admin/users', { username, role });
  expect(response.statusCode).toBe(201);
  return response.json<{ user: { id: string }; temporaryPassword: string }>();
}

async function signedIn(username: string, password: string) {
  const response = await login(username, password);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().token}` };
}

describe('the Staff API', () => {
  it('adds a member with a temporary password that must be changed before anything else', async () => {
    const { user, temporaryPassword } = await addMember('office-staff', 'office');
    const signIn = await login('office-staff', temporaryPassword);
    expect(signIn.json()).toMatchObject({ role: 'office', mustChangePassword: true });
    const headers = { authorization: `Bearer ${signIn.json().token}` };
    const inbox = await app.inject({ method: 'GET', url: '/api/admin/inbox', headers });
    expect(inbox.statusCode).toBe(403);
    expect(inbox.json().message).toMatch(/new password first/);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: temporaryPassword, newPassword: 'office-staff-own-pass' },
    });
    expect(changed.statusCode).toBe(200);
    const again = await signedIn('office-staff', 'office-staff-own-pass');
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/inbox', headers: again })).statusCode,
    ).toBe(200);
    const list = (await staffApi('GET', '/api/admin/users')).json().users;
    expect(list).toContainEqual(
      expect.objectContaining({
        id: user.id,
        username: 'office-staff',
        role: 'office',
        twoFactor: false,
        disabled: false,
        mustChangePassword: false,
        lastSignInAt: expect.any(String),
      }),
    );
  });

  it('refuses a username that is taken', async () => {
    const response = await staffApi('POST', '/api/admin/users', {
      username: 'test-admin',
      role: 'editor',
    });
    expect(response.statusCode).toBe(409);
  });

  it('changes a role, which the audit log records with the actor', async () => {
    const { user } = await addMember('role-changer', 'editor');
    const response = await staffApi('PATCH', `/api/admin/users/${user.id}`, { role: 'office' });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('office');
    const entries = await createAuditRepository(ctx.db).list(50);
    expect(entries).toContainEqual(
      expect.objectContaining({
        adminUsername: 'test-admin',
        action: 'role-change',
        entity: 'account',
        entityId: user.id,
        summary: 'role-changer: editor → office',
      }),
    );
  });

  it('disabling ends the sessions and refuses the sign-in; enabling lets them back', async () => {
    const { user, temporaryPassword } = await addMember('leaver', 'editor');
    const headers = await signedIn('leaver', temporaryPassword);
    expect(
      (await staffApi('PATCH', `/api/admin/users/${user.id}`, { disabled: true })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(
      401,
    );
    expect((await login('leaver', temporaryPassword)).statusCode).toBe(401);
    await staffApi('PATCH', `/api/admin/users/${user.id}`, { disabled: false });
    expect((await login('leaver', temporaryPassword)).statusCode).toBe(200);
  });

  it('reset gives a new temporary password, ends the sessions and lifts the locks', async () => {
    const { user, temporaryPassword } = await addMember('forgetful', 'editor');
    const headers = await signedIn('forgetful', temporaryPassword);
    for (let attempt = 0; attempt < 6; attempt += 1) await login('forgetful', 'wrong-guess');
    const reset = await staffApi('POST', `/api/admin/users/${user.id}/reset`);
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().temporaryPassword as string;
    expect(fresh).not.toBe(temporaryPassword);
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers })).statusCode).toBe(
      401,
    );
    expect((await login('forgetful', temporaryPassword)).statusCode).toBe(401);
    expect((await login('forgetful', fresh)).json().mustChangePassword).toBe(true);
  });

  it('answers 404 for an account that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await staffApi('PATCH', `/api/admin/users/${missing}`, { role: 'office' })).statusCode,
    ).toBe(404);
    expect((await staffApi('POST', `/api/admin/users/${missing}/reset`)).statusCode).toBe(404);
  });

  it('keeps the last active administrator: neither demoted nor disabled', async () => {
    const users = (await staffApi('GET', '/api/admin/users')).json().users as Array<{
      id: string;
      username: string;
    }>;
    const self = users.find((member) => member.username === 'test-admin')!;
    for (const change of [{ role: 'editor' }, { disabled: true }]) {
      const response = await staffApi('PATCH', `/api/admin/users/${self.id}`, change);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/last active administrator/);
    }
    // With a second administrator the first may step down, and loses the Staff API at once.
    await addMember('second-admin', 'administrator');
    expect(
      (await staffApi('PATCH', `/api/admin/users/${self.id}`, { role: 'editor' })).statusCode,
    ).toBe(200);
    expect((await staffApi('GET', '/api/admin/users')).statusCode).toBe(403);
  });
});
