import { demoSchool } from '#contracts/demo-school.ts';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { findControlCharacter } from '#server/lib/control-characters.ts';
import { nestsDeeperThan } from '#server/lib/json-depth.ts';
import { defaultRetention } from '#server/modules/inbox/retention.ts';
import { seedPages } from '#server/modules/pages/seed/seed-pages.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { freshIp } from '#server/test/fixtures/submissions.ts';
import { maxJsonDepth, tooDeepMessage } from './json-body-parser.ts';

const ctx = await buildTestApp();
const { app } = ctx;

/** About 10 KB of brackets: thousands of levels, far below the body limit. */
const deepBodies = {
  arrays: '['.repeat(5_000) + ']'.repeat(5_000),
  objects: '{"a":'.repeat(2_000) + '1' + '}'.repeat(2_000),
};

/** Every route that reads a body, its parameters filled in. */
const bodyRoutes = app.routeTable
  .filter((route) => route.method !== 'GET' && route.method !== 'HEAD')
  .map((route) => ({ ...route, url: route.url.replace(/:\w+/g, 'x').replace('*', 'x') }));

function depthOf(value: unknown): number {
  if (!value || typeof value !== 'object') return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('deeply nested JSON', () => {
  it('is a 4xx on every route that reads a body, with and without a staff session', async () => {
    expect(bodyRoutes.length).toBeGreaterThan(40);
    const staff = await ctx.authHeader();
    const failures: string[] = [];
    for (const route of bodyRoutes) {
      for (const [shape, payload] of Object.entries(deepBodies)) {
        for (const headers of [{}, staff]) {
          const response = await app.inject({
            method: route.method as 'POST',
            url: route.url,
            payload,
            headers: { ...headers, 'content-type': 'application/json' },
            remoteAddress: freshIp(),
          });
          if (response.statusCode < 400 || response.statusCode >= 500)
            failures.push(`${route.method} ${route.url} (${shape}): ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('is a 400 in the error shape, on public and staff routes alike', async () => {
    const staff = await ctx.authHeader();
    for (const [url, method, headers] of [
      ['/api/contact', 'POST', {}],
      ['/api/auth/admin-login', 'POST', {}],
      ['/api/menus', 'PUT', staff],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: deepBodies.arrays,
        headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
        remoteAddress: freshIp(),
      });
      expect(response.statusCode, url).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.message).toBe(tooDeepMessage);
    }
  });

  it('leaves room for the deepest page the site sends, which still saves', async () => {
    const pages = seedPages({
      today: '2026-11-27',
      retention: defaultRetention,
      school: demoSchool,
    });
    const deepest = pages.reduce((a, b) => (depthOf(b) > depthOf(a) ? b : a));
    expect(depthOf(deepest)).toBeLessThanOrEqual(maxJsonDepth / 2);
    const api = contentApi(ctx);
    const draft = await api.draftOf(deepest.slug);
    expect(depthOf(draft)).toBe(depthOf(deepest));
    const saved = await api.sendJson('PUT', `/api/pages/${deepest.slug}`, draft);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('the bracket count', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[[1]]}}', 3)).toBe(true);
    // Brackets in text, and escaped quotes that do not end the text.
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ a: 'say \\"[[[[ "' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['"', [['x']]]), 2)).toBe(true);
    // Siblings do not add up: depth, not count.
    expect(nestsDeeperThan(`[${'[],'.repeat(10_000)}[]]`, 2)).toBe(false);
  });
});

describe('the control-character walk', () => {
  it('reaches any depth without growing the call stack', () => {
    let value: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level++) value = level % 2 ? [value] : { a: value };
    expect(findControlCharacter(value, true)?.codePoint).toBe('U+0000');
  });

  it('names the first field in the order written', () => {
    const body = { title: 'ok', list: [{ x: 'fine' }, { y: 'bad\u0001' }], late: 'bad\u0002' };
    expect(findControlCharacter(body, true)).toEqual({ field: 'list.1.y', codePoint: 'U+0001' });
    expect(findControlCharacter({ ['k\u0003']: 1 }, true)).toEqual({
      field: 'k\u0003',
      codePoint: 'U+0003',
    });
  });
});
