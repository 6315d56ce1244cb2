import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { generalDefaults } from '#contracts/content/school-information.ts';
import { demoSchool } from '#contracts/demo-school.ts';
import { buildTestApp, testAdmin } from '#server/test/build-test-app.ts';
import { snapshot } from '#server/test/content-api.ts';
import { multipartBody } from '#server/test/fixtures/multipart.ts';
import { applicationFields, contactPayload, freshIp } from '#server/test/fixtures/submissions.ts';

// Everything the app logs, to look for what must never be there.
const logLines: string[] = [];
const logger = pino(
  { level: 'trace' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);
const ctx = await buildTestApp({ logger });
const { app } = ctx;
const marker = 'Secret-Marker-7f3a';

/** NUL breaks PostgreSQL; the others are refused the same way on both databases. */
const controlCharacters = ['\u0000', '\u0001', '\u001b', '\u007f'];

type Response = Awaited<ReturnType<typeof app.inject>>;
type Case = [name: string, send: (text: string) => Promise<Response>, field: string];

// One session for all: each sign-in is an audit entry, which the no-write check would see.
const adminHeaders = await ctx.authHeader();
const auth = async () => adminHeaders;
const cases: Case[] = [
  [
    'login username',
    (text) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/admin-login',
        payload: { username: `admin${text}`, password: 'whatever-password' },
        remoteAddress: freshIp(),
      }),
    'username',
  ],
  [
    'login password',
    (text) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/admin-login',
        payload: { username: testAdmin.username, password: `${testAdmin.password}${text}` },
        remoteAddress: freshIp(),
      }),
    'password',
  ],
  [
    'contact form (JSON)',
    (text) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contactPayload({ message: `${marker} ${text}` }),
        remoteAddress: freshIp(),
      }),
    'message',
  ],
  [
    'careers form (multipart)',
    (text) => {
      const body = multipartBody(applicationFields({ experience: `${marker}${text}` }));
      return app.inject({
        method: 'POST',
        url: '/api/careers/applications',
        ...body,
        remoteAddress: freshIp(),
      });
    },
    'experience',
  ],
  [
    'admin JSON write',
    async (text) =>
      app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { title: `Sports day${text}`, description: 'x', date: '2025-01-10' },
        headers: await auth(),
      }),
    'title',
  ],
  [
    'admin multipart write',
    async (text) => {
      const body = multipartBody({ title: 'Fees', description: `Due${text}`, date: '2025-01-10' });
      return app.inject({
        method: 'POST',
        url: '/api/notices/add',
        payload: body.payload,
        headers: { ...body.headers, ...(await auth()) },
      });
    },
    'description',
  ],
  [
    'school information (stored as JSON)',
    async (text) =>
      app.inject({
        method: 'PUT',
        url: '/api/school-information/general',
        payload: {
          ...generalDefaults(demoSchool),
          principalQualification: 'M.A., B.Ed.',
          principalName: `Dr. M${text}`,
        },
        headers: await auth(),
      }),
    'principalName',
  ],
  [
    'query parameter',
    async (text) =>
      app.inject({
        method: 'GET',
        url: `/api/admin/audit?limit=${encodeURIComponent(`5${text}`)}`,
        headers: await auth(),
      }),
    'limit',
  ],
  [
    'path parameter',
    async (text) =>
      app.inject({
        method: 'PUT',
        url: `/api/events/${encodeURIComponent(`x${text}`)}`,
        payload: { title: 'x', description: 'x', date: '2025-01-10' },
        headers: await auth(),
      }),
    'id',
  ],
];

describe(`control characters are a 400 on ${ctx.db.dialect}`, () => {
  for (const [name, send, field] of cases) {
    it(`in the ${name}`, async () => {
      const before = await snapshot(ctx);
      for (const character of controlCharacters) {
        const response = await send(character);
        expect(response.statusCode, JSON.stringify(character)).toBe(400);
        expect(response.json().errors).toEqual([expect.objectContaining({ field })]);
      }
      expect(await snapshot(ctx)).toEqual(before);
    });
  }

  it('keeps tabs and line breaks in multi-line text', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { title: 'Sports day', description: 'Line one\r\n\tLine two', date: '2025-01-10' },
      headers: await auth(),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('the log', () => {
  it('holds no query parameters and no form contents', async () => {
    await app.inject({ method: 'GET', url: `/api/events?search=${marker}` });
    await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: marker, password: marker },
      remoteAddress: freshIp(),
    });
    const logged = logLines.join('');
    expect(logged).toContain('/api/events');
    expect(logged).toContain('failed admin login');
    expect(logged).not.toContain(marker);
  });
});
