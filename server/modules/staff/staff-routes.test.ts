import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAuditRepository } from '#server/modules/audit/audit-repository.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

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
  const response = await staffApi('POST', '/api/admin/users', {
    username,
    role,
    method: 'temporary-password',
  });
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

describe('invitation links', () => {
  // The tests above demoted the first administrator; a new one sends the invitations.
  let inviter: { authorization: string };
  beforeAll(async () => {
    await createAdminsRepository(ctx.db).create('inviter', 'inviter-password-1');
    inviter = await signedIn('inviter', 'inviter-password-1');
  });
  const invite = async (username: string) => {
    const response = await staffApi(
      'POST',
      '/api/admin/users',
      { username, role: 'editor' },
      inviter,
    );
    expect(response.statusCode).toBe(201);
    const { user, invitationUrl } = response.json<{
      user: { id: string; invited: boolean };
      invitationUrl: string;
    }>();
    expect(user.invited).toBe(true);
    expect(invitationUrl).toMatch(/^http:\/\/school\.test\/admin\/invitation#[\w-]{43}$/);
    return { user, token: invitationUrl.split('#')[1]! };
  };
  const accept = (token: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/invitation',
      payload: { token, password },
      remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
    });

  it('lets the new member set their own password once; nobody can sign in before', async () => {
    const { token } = await invite('invited-teacher');
    expect((await accept(token, 'short')).statusCode).toBe(400);
    expect((await accept(token, 'my-own-long-password')).statusCode).toBe(200);
    expect((await login('invited-teacher', 'my-own-long-password')).json()).toMatchObject({
      role: 'editor',
      mustChangePassword: false,
    });
    const again = await accept(token, 'another-long-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('expires after 72 hours', async () => {
    const { user, token } = await invite('late-teacher');
    const { staffInvitations } = ctx.db.tables;
    await ctx.db.write((tx) =>
      tx
        .update(staffInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(staffInvitations.adminId, user.id)),
    );
    const response = await accept(token, 'my-own-long-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
    const listed = (await staffApi('GET', '/api/admin/users', undefined, inviter)).json().users;
    expect(listed.find((member: { id: string }) => member.id === user.id).invited).toBe(false);
  });

  it('is made for 72 hours', async () => {
    const { user } = await invite('timely-teacher');
    const { staffInvitations } = ctx.db.tables;
    const [row] = await ctx.db.read
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.adminId, user.id));
    const hours = (row!.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
  });
});
