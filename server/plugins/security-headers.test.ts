import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { webBuildDir } from '#server/test/web-build.ts';
import { seedRecords } from '#server/test/seed-records.ts';

const ctx = await buildTestApp({ buildDir: webBuildDir(), publicUrl: 'https://school.test' });
const { app } = ctx;
// The one way to see a 500 from outside: the error path must carry the headers too.
app.get('/api/test-only/failure', { config: { access: 'public' } }, async () => {
  throw new Error('unexpected');
});
await seedRecords(ctx);

const { files, notices } = ctx.db.tables;
const [file] = await ctx.db.read.select().from(files);
const [notice] = await ctx.db.read.select().from(notices);
const sampleParams: Record<string, string> = {
  id: notice!.id,
  storedName: file!.storedName,
  date: '2025-06-01',
  kind: 'messages',
};
const urlOf = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => sampleParams[name] ?? 'x').replace('*', 'about');

/** What every answer must carry, whatever its status or type (ASVS 3.4). */
function problemsWith(response: LightMyRequestResponse, url: string): string[] {
  const header = (name: string) => String(response.headers[name] ?? '');
  // The pages behind mailed links hold a token in their address: they send no Referer at all.
  const tokenPage =
    /^(\/hi)?\/(subscriptions\/|admissions\/status)/.test(url) &&
    header('content-type').startsWith('text/html');
  const referrerPolicy = tokenPage ? 'no-referrer' : 'strict-origin-when-cross-origin';
  const csp = header('content-security-policy');
  const checks: Array<[boolean, string]> = [
    [header('x-content-type-options') === 'nosniff', 'X-Content-Type-Options'],
    [header('x-frame-options') === 'DENY', 'X-Frame-Options'],
    [header('referrer-policy') === referrerPolicy, 'Referrer-Policy'],
    [header('cross-origin-opener-policy') === 'same-origin', 'Cross-Origin-Opener-Policy'],
    [header('permissions-policy').includes('camera=()'), 'Permissions-Policy'],
    [/max-age=(\d+)/.exec(header('strict-transport-security'))?.[1] === '31536000', 'HSTS'],
    [csp.includes("frame-ancestors 'none'"), 'CSP frame-ancestors'],
    [csp.includes("base-uri 'none'"), 'CSP base-uri'],
    [/object-src 'none'|default-src 'none'/.test(csp), 'CSP object-src'],
  ];
  if (header('content-type').startsWith('text/html')) {
    checks.push([/script-src [^;]*'self'/.test(csp), 'CSP script-src on HTML']);
    checks.push([!/script-src[^;]*unsafe-inline/.test(csp), 'no unsafe-inline scripts']);
  }
  if (/^(text\/|application\/json)/.test(header('content-type'))) {
    checks.push([header('content-type').includes('charset='), 'charset']);
  }
  return checks.filter(([ok]) => !ok).map(([, name]) => name);
}

describe('security headers', () => {
  // Four requests to each of the app's few hundred routes, pages rendered: 15 s alone on a
  // loaded two-core machine, so more than vitest's default 20 s when suites run side by side.
  it('are on every answer of every route, errors included', { timeout: 60_000 }, async () => {
    const token = await ctx.login();
    const requests = app.routeTable.flatMap(({ method, url }) => {
      const request = { method: method as 'GET', url: urlOf(url) };
      return [
        request,
        { ...request, headers: { authorization: 'Bearer not-a-live-token-at-all-000' } },
        { ...request, headers: { 'content-type': 'application/json' }, payload: '{"broken' },
        ...(url === '/api/auth/logout'
          ? []
          : [{ ...request, headers: { authorization: `Bearer ${token}` } }]),
      ];
    });
    const extra = [
      '/',
      '/about',
      '/about/',
      '/admin',
      '/favicon.svg',
      '/notices/seed',
      '/gallery?page=99',
      '/robots.txt',
      '/sitemap.xml',
      '/no-such-page',
      '/api/no-such-route',
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/api/test-only/failure',
    ].map((url) => ({ method: 'GET' as const, url }));
    const oversized = {
      method: 'POST' as const,
      url: '/api/auth/admin-login',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(2 * 1024 * 1024, 0x20),
    };
    const etag = String((await app.inject({ method: 'GET', url: '/api/posts' })).headers.etag);
    const revalidated = {
      method: 'GET' as const,
      url: '/api/posts',
      headers: { 'if-none-match': etag },
    };
    const unsupported = {
      ...oversized,
      headers: { 'content-type': 'text/x-nothing' },
      payload: 'x',
    };

    const failures: string[] = [];
    const statuses = new Set<number>();
    for (const request of [...requests, ...extra, oversized, unsupported, revalidated]) {
      const response = await app.inject(request);
      statuses.add(response.statusCode);
      const problems = problemsWith(response, request.url);
      if (problems.length > 0)
        failures.push(
          `${request.method} ${request.url} ${response.statusCode}: ${problems.join(', ')}`,
        );
    }
    console.info(
      `security headers: ${app.routeTable.length} routes, ${requests.length + extra.length + 3} answers, statuses ${[...statuses].sort().join(' ')}`,
    );
    expect(failures).toEqual([]);
    expect([...statuses]).toEqual(expect.arrayContaining([200, 304, 400, 401, 404, 413, 415, 500]));
  });
});
