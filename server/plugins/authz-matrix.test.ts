import { demoSchool } from '#contracts/demo-school.ts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { errorMessages } from '#contracts/api-error.ts';
import { roles, type Role } from '#contracts/roles.ts';
import type { RouteEntry } from '#server/lib/route-table.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { createSessionsRepository } from '#server/modules/auth/sessions-repository.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { multipartBody } from '#server/test/fixtures/multipart.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';
import { wholeState } from '#server/test/whole-state.ts';

// With web push on, so its routes are in the table too (decision 0022).
const ctx = await buildTestApp({
  push: { ...webpush.generateVAPIDKeys(), subject: 'mailto:office@school.test' },
});
const { app } = ctx;
const sessions = createSessionsRepository(ctx.db);
const someId = '00000000-0000-4000-8000-000000000000';

/** The only writes the public may make: logging in, accepting an invitation, the public forms and the setup. */
const publicWrites = [
  'POST /api/auth/admin-login',
  'POST /api/auth/invitation',
  'POST /api/careers/applications',
  'POST /api/contact',
  // Admissions: the application, and the status page's actions by the token of a mailed link.
  'POST /api/admissions/applications',
  'POST /api/admissions/status/delete',
  'POST /api/admissions/status/documents',
  'POST /api/admissions/status/offer',
  'POST /api/admissions/status/slot',
  // A phone for web push, with the token of a mailed link (decision 0022).
  'POST /api/push/subscriptions',
  'POST /api/push/unsubscribe',
  // Circulars by e-mail: subscribing, and the links in the mails (a token each).
  'POST /api/subscriptions',
  'POST /api/subscriptions/acknowledge',
  'POST /api/subscriptions/confirm',
  'POST /api/subscriptions/preferences',
  'POST /api/subscriptions/unsubscribe',
  // A new site's setup, with the token of the address the server printed (decision 0027).
  'POST /api/setup',
  // The pages whose forms work without scripts: the form POSTs to its page (decision 0026).
  ...[
    '/admissions/apply',
    '/admissions/status',
    '/careers',
    '/contact',
    '/setup',
    '/subscribe',
    '/subscriptions/acknowledge',
    '/subscriptions/confirm',
    '/subscriptions/manage',
    '/view-issued-tcs',
  ].flatMap((page) => [`POST ${page}`, `POST /hi${page}`]),
].sort();
const isRead = (route: RouteEntry) => ['GET', 'HEAD', 'OPTIONS'].includes(route.method);
const name = (route: RouteEntry) => `${route.method} ${route.url}`;

/** Every route that needs a signed-in staff member, with its parameters filled in. */
const guarded = app.routeTable
  .filter((route) => route.access !== undefined && route.access !== 'public')
  .map((route) => ({
    ...route,
    access: route.access as readonly Role[],
    path: route.url.replace(':id', someId).replace(/:\w+/g, 'x'),
  }));

/** A hostile body every route gets: a multipart form with a file, as the upload forms take. */
function send(route: (typeof guarded)[number], headers: Record<string, string>) {
  const form = multipartBody(
    { title: 'Intruder', description: 'x', date: '2025-01-01', content: 'x', role: 'office' },
    { field: 'file', name: 'a.pdf', bytes: makePdf() },
  );
  return app.inject({
    method: route.method as 'POST',
    url: route.path,
    ...(isRead(route) ? {} : { payload: form.payload }),
    headers: { ...(isRead(route) ? {} : form.headers), ...headers },
  });
}

const accountsByRole = Object.fromEntries(
  await Promise.all(
    roles.map(async (role) => {
      const account = await createAdminsRepository(ctx.db).create(
        `matrix-${role}`,
        `matrix-${role}-password`,
        role,
      );
      return [role, account.id] as const;
    }),
  ),
) as Record<Role, string>;
const bearer = async (role: Role) => ({
  authorization: `Bearer ${(await sessions.start(accountsByRole[role], { userAgent: 'matrix', address: '::1' })).token}`,
});

async function expiredToken(): Promise<string> {
  const token = await ctx.login();
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const { adminSessions } = ctx.db.tables;
  await ctx.db.write((tx) =>
    tx
      .update(adminSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminSessions.tokenHash, tokenHash)),
  );
  return token;
}

async function revokedToken(): Promise<string> {
  const token = await ctx.login();
  await app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${token}` },
  });
  return token;
}

/** A live session of an account an administrator has since disabled. */
async function disabledAccountToken(): Promise<string> {
  const account = await createAdminsRepository(ctx.db).create(
    `disabled-${Date.now()}`,
    'disabled-account-password',
  );
  const { token } = await sessions.start(account.id, { userAgent: 'matrix', address: '::1' });
  const { admins } = ctx.db.tables;
  await ctx.db.write((tx) =>
    tx.update(admins).set({ disabledAt: new Date() }).where(eq(admins.id, account.id)),
  );
  return token;
}

const noSession: Record<string, () => Promise<Record<string, string>>> = {
  'no token': async () => ({}),
  malformed: async () => ({ authorization: 'Bearer not a token!' }),
  expired: async () => ({ authorization: `Bearer ${await expiredToken()}` }),
  revoked: async () => ({ authorization: `Bearer ${await revokedToken()}` }),
  'disabled account': async () => ({ authorization: `Bearer ${await disabledAccountToken()}` }),
};

describe('the route table', () => {
  it('covers every route, and only reads, the login, the invitation, the two forms and the subscriptions are public', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(30);
    expect(guarded.map(name)).toContain('PUT /api/school-information/staff');
    expect(guarded.map(name)).toContain('GET /api/admin/inbox');
    const publicNonReads = app.routeTable
      .filter((route) => route.access === 'public' && !isRead(route))
      .map(name)
      .sort();
    expect(publicNonReads).toEqual(publicWrites);
    // A route without `access` is a startup error unless it is a page or file read outside /api/.
    const undeclared = app.routeTable.filter((route) => route.access === undefined);
    for (const route of undeclared) {
      expect(isRead(route), name(route)).toBe(true);
      expect(route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'), name(route)).toBe(
        false,
      );
    }
    const cells = guarded.length * (Object.keys(noSession).length + roles.length);
    console.info(
      `authz matrix: ${guarded.length} routes x (${Object.keys(noSession).length} session states + ${roles.length} roles) = ${cells} requests`,
    );
  });

  it('refuses at startup a route that does not say who may call it', async () => {
    const { buildApp } = await import('#server/app.ts');
    const other = await buildApp({
      school: demoSchool,
      config: { publicUrl: 'http://x.test', buildDir: '/nonexistent', dataDir: ctx.dataDir },
      db: ctx.db,
    });
    expect(() => other.post('/api/forgotten', async () => ({}))).toThrow(/config\.access/);
  });
});

describe('without a live session every guarded route answers 401 and writes nothing', () => {
  for (const [state, headersFor] of Object.entries(noSession)) {
    it(state, async () => {
      const headers = await headersFor();
      const before = await wholeState(ctx);
      for (const route of guarded) {
        const response = await send(route, headers);
        expect(response.statusCode, name(route)).toBe(401);
        if (route.method !== 'HEAD')
          expect(response.json()).toEqual({ message: errorMessages.unauthorized });
      }
      expect(await wholeState(ctx)).toEqual(before);
    });
  }
});

describe('every role on every guarded route', () => {
  for (const role of roles) {
    it(`${role}: 403 and nothing written where the role is not listed`, async () => {
      const headers = await bearer(role);
      const forbidden = guarded.filter((route) => !route.access.includes(role));
      const before = await wholeState(ctx);
      for (const route of forbidden) {
        const response = await send(route, headers);
        expect(response.statusCode, name(route)).toBe(403);
        if (route.method !== 'HEAD')
          expect(response.json()).toEqual({ message: errorMessages.forbidden });
      }
      expect(await wholeState(ctx)).toEqual(before);
    });

    it(`${role}: let through where the role is listed`, async () => {
      for (const route of guarded.filter((candidate) => candidate.access.includes(role))) {
        // A session of its own each time: the logout route ends the one it is sent with.
        const response = await send(route, await bearer(role));
        expect([401, 403], `${name(route)} answered ${response.statusCode}`).not.toContain(
          response.statusCode,
        );
      }
    });
  }

  it('what each role may do', () => {
    const allowed = (role: Role) =>
      guarded.filter((route) => route.access.includes(role)).map(name);
    expect(allowed('administrator')).toHaveLength(guarded.length);
    expect(allowed('editor')).toContain('POST /api/notices/add');
    expect(allowed('editor')).not.toContain('GET /api/admin/inbox');
    expect(allowed('editor')).not.toContain('GET /api/admin/audit');
    expect(allowed('office')).toContain('GET /api/admin/inbox');
    expect(allowed('office')).not.toContain('POST /api/notices/add');
    expect(allowed('office')).toContain('PATCH /api/admin/inbox/applications/:id');
    expect(allowed('editor')).not.toContain('GET /api/admin/inbox/applications.csv');
    // Personal data goes with the role that handles it (decision 0011): transfer certificates
    // and subscribers' addresses are the office's; editors see subscription counts.
    for (const route of ['GET /api/tcs', 'DELETE /api/tcs/:id', 'GET /api/admin/subscribers']) {
      expect(allowed('office')).toContain(route);
      expect(allowed('editor')).not.toContain(route);
    }
    // Children's and parents' details in admissions are the office's, never editors'; the
    // year's seats, dates and age rules are the administrator's (decision 0029).
    const admissionSettings = 'PUT /api/admin/admissions/settings';
    for (const route of guarded.map(name).filter((route) => route.includes('/admin/admissions/'))) {
      if (route !== admissionSettings) expect(allowed('office')).toContain(route);
      expect(allowed('editor')).not.toContain(route);
    }
    expect(guarded.map(name)).toContain(admissionSettings);
    expect(allowed('office')).not.toContain(admissionSettings);
    expect(guarded.map(name)).toContain(
      'GET /api/admin/admissions/applications/:id/documents/:document',
    );
    expect(allowed('editor')).toContain('GET /api/admin/subscriptions');
    expect(allowed('editor')).toContain('GET /api/admin/circulars/delivery');
    for (const role of roles) expect(allowed(role)).toContain('POST /api/auth/change-password');
  });

  it('no read an editor may make shows a subscriber’s e-mail address; office reads them', async () => {
    const email = 'matrix.parent@example.com';
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email, audiences: ['primary'], mode: 'immediate' },
      remoteAddress: '198.51.100.77',
    });
    expect(subscribed.statusCode).toBe(202);
    const headers = await bearer('editor');
    const editorReads = guarded.filter((route) => isRead(route) && route.access.includes('editor'));
    expect(editorReads.map(name)).toContain('GET /api/admin/subscriptions');
    for (const route of editorReads) {
      const response = await send(route, headers);
      expect(response.body, name(route)).not.toContain(email);
    }
    const counts = await app.inject({ method: 'GET', url: '/api/admin/subscriptions', headers });
    expect(counts.json()).toEqual({ counts: expect.objectContaining({ pending: 1 }) });
    const office = await app.inject({
      method: 'GET',
      url: '/api/admin/subscribers',
      headers: await bearer('office'),
    });
    expect(office.statusCode).toBe(200);
    expect(office.body).toContain(email);
  });

  it('a role taken away takes effect on the next request', async () => {
    const headers = await bearer('editor');
    const { admins } = ctx.db.tables;
    const editorId = accountsByRole.editor;
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { title: 'Sports day', description: 'x', date: '2025-01-10' },
        headers,
      });
    expect((await create()).statusCode).toBe(201);
    await ctx.db.write((tx) =>
      tx.update(admins).set({ role: 'office' }).where(eq(admins.id, editorId)),
    );
    expect((await create()).statusCode).toBe(403);
  });
});
