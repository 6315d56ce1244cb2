import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';
import { answerHeaders, socketRequest } from '#server/test/socket-request.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = ctx.app.server.address() as AddressInfo;

const send = (method: string, url: string, headers: Record<string, string> = {}) =>
  socketRequest(port, method, url, headers);

/** The same request answered from memory by Fastify's hooks: inject never passes the socket. */
async function throughFastify(
  method: 'GET' | 'HEAD',
  url: string,
  headers: Record<string, string>,
) {
  const answer = await ctx.app.inject({ method, url, headers });
  return { statusCode: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
}

const publicReads = [
  '/api/posts',
  '/api/notices',
  '/api/latestnews',
  '/api/details/2026-11-27',
  '/api/events',
  '/feed.xml',
  '/calendar.ics',
  '/sitemap.xml',
];

describe('answers from memory before routing', () => {
  it('answer fresh public reads exactly as Fastify answers them from memory', async () => {
    const variants: Array<[method: 'GET' | 'HEAD', headers: Record<string, string>]> = [
      ['GET', { 'accept-encoding': 'br, gzip' }],
      ['GET', { 'accept-encoding': 'gzip' }],
      ['GET', {}],
      ['HEAD', { 'accept-encoding': 'br' }],
    ];
    for (const url of publicReads) {
      const first = await send('GET', url);
      expect(first.statusCode, url).toBe(200);
      for (const [method, headers] of variants) {
        const before = ctx.app.earlyAnswers.count();
        const early = await send(method, url, headers);
        expect(ctx.app.earlyAnswers.count(), `${method} ${url} was answered early`).toBe(
          before + 1,
        );
        const fastify = await throughFastify(method, url, headers);
        const label = `${method} ${url} ${JSON.stringify(headers)}`;
        expect(early.statusCode, label).toBe(fastify.statusCode);
        expect(answerHeaders(early.headers), label).toEqual(answerHeaders(fastify.headers));
        expect(early.body.equals(fastify.body), `${label}: same body`).toBe(true);
      }
      const etag = String(first.headers.etag);
      const revalidated = await send('GET', url, { 'if-none-match': etag });
      const fastify = await throughFastify('GET', url, { 'if-none-match': etag });
      expect(revalidated.statusCode, url).toBe(304);
      expect(answerHeaders(revalidated.headers)).toEqual(answerHeaders(fastify.headers));
      expect(revalidated.body.length).toBe(0);
    }
  });

  it('leave staff, writes and misses to Fastify, and never answer what a write changed', async () => {
    await send('GET', '/api/notices');
    const before = ctx.app.earlyAnswers.count();
    const staff = await send('GET', '/api/notices', await ctx.authHeader());
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['cache-control']).toBe('no-store');
    expect((await send('GET', '/api/notices?no-such=1')).statusCode).toBe(200);
    expect(ctx.app.earlyAnswers.count(), 'none of these was answered early').toBe(before);

    const created = await api.sendForm('POST', '/api/notices/add', {
      title: 'Winter uniform from Monday',
      date: '2026-11-27',
      description: 'Pupils wear the winter uniform from Monday.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const afterWrite = await send('GET', '/api/notices');
    expect(ctx.app.earlyAnswers.count(), 'the changed list is computed again').toBe(before);
    expect(afterWrite.body.toString()).toContain('Winter uniform from Monday');
    await send('GET', '/api/notices');
    expect(ctx.app.earlyAnswers.count(), 'then answered early again').toBe(before + 1);
  });
});
