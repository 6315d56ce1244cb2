import { describe, expect, it } from 'vitest';
import { buildTestApp, testAdmin } from '#server/test/build-test-app.ts';
import { snapshot } from '#server/test/content-api.ts';
import { multipartBody } from '#server/test/fixtures/multipart.ts';
import { applicationFields, freshIp } from '#server/test/fixtures/submissions.ts';

const ctx = await buildTestApp({ publicUrl: 'https://school.example' });
const { app } = ctx;

/** The careers form as another website's page would make its visitor's browser send it. */
const postApplication = (headers: Record<string, string>) => {
  const body = multipartBody(applicationFields());
  return app.inject({
    method: 'POST',
    url: '/api/careers/applications',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress: freshIp(),
  });
};

const crossSite: Array<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site (another host of the domain)', { 'sec-fetch-site': 'same-site' }],
  ['an Origin of another website', { origin: 'https://evil.example' }],
  ['Origin: null (a sandboxed frame)', { origin: 'null' }],
  [
    'a same-origin Origin with Sec-Fetch-Site: cross-site',
    { origin: 'https://school.example', 'sec-fetch-site': 'cross-site' },
  ],
];

describe('writes a browser sends from another website', () => {
  for (const [name, headers] of crossSite) {
    it(`are refused with ${name}, nothing stored`, async () => {
      const before = await snapshot(ctx);
      const response = await postApplication(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/only be sent from this website/);
      expect(await snapshot(ctx)).toEqual(before);
    });
  }

  it('refuse the login and admin writes too, even with a valid token', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: testAdmin.username, password: testAdmin.password },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(login.statusCode).toBe(403);
    const write = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { title: 'Forged', description: 'x', date: '2025-01-10' },
      headers: { ...(await ctx.authHeader()), origin: 'https://evil.example' },
    });
    expect(write.statusCode).toBe(403);
  });

  it('leave reads alone', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('writes from this website', () => {
  it.each<[string, Record<string, string>]>([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['the public Origin', { origin: 'https://school.example' }],
    ['the Origin it was reached at', { origin: 'http://localhost:3000', host: 'localhost:3000' }],
    ['neither header (a script, not a browser)', {}],
  ])('are accepted with %s', async (_name, headers) => {
    expect((await postApplication(headers)).statusCode).toBe(200);
  });
});
