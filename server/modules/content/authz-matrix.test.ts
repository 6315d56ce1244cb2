import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { snapshot } from '../../test/content-api.ts';
import { multipartBody } from '../../test/fixtures/multipart.ts';
import { makePdf } from '../../test/fixtures/upload-files.ts';

const ctx = await buildTestApp();
const { app } = ctx;
const someId = '00000000-0000-4000-8000-000000000000';

/** The only writes the public may make: logging in and the two public forms. */
const publicWrites = [
  'POST /api/auth/admin-login',
  'POST /api/contact',
  'POST /api/careers/applications',
];

const writeRoutes = app.routeTable
  .filter(
    (route) =>
      !['GET', 'HEAD', 'OPTIONS'].includes(route.method) &&
      !publicWrites.includes(`${route.method} ${route.url}`),
  )
  .map((route) => ({
    method: route.method as 'POST' | 'PUT' | 'DELETE',
    url: route.url.replace(':id', someId).replace(/:\w+/g, 'x'),
  }));

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

const credentials: Record<string, () => Promise<Record<string, string>>> = {
  'no token': async () => ({}),
  malformed: async () => ({ authorization: 'Bearer not a token!' }),
  expired: async () => ({ authorization: `Bearer ${await expiredToken()}` }),
  revoked: async () => ({ authorization: `Bearer ${await revokedToken()}` }),
};

describe('every write route refuses callers without a live admin token', () => {
  it('covers the content API', () => {
    expect(writeRoutes.length).toBeGreaterThanOrEqual(19);
    expect(writeRoutes).toContainEqual({ method: 'PUT', url: '/api/school-information/staff' });
    console.info(
      `authz matrix: ${writeRoutes.length} write routes x ${Object.keys(credentials).length} credentials`,
    );
  });

  for (const [name, headersFor] of Object.entries(credentials)) {
    it(`${name} -> 401 and nothing written`, async () => {
      const headers = await headersFor();
      const before = await snapshot(ctx);
      for (const route of writeRoutes) {
        const form = multipartBody(
          { title: 'Intruder', description: 'x', date: '2025-01-01', content: 'x' },
          { field: 'file', name: 'a.pdf', bytes: makePdf() },
        );
        const response = await app.inject({
          method: route.method,
          url: route.url,
          payload: form.payload,
          headers: { ...form.headers, ...headers },
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(response.json()).toEqual({ message: 'Unauthorized! Please login first.' });
      }
      expect(await snapshot(ctx)).toEqual(before);
    });
  }
});
