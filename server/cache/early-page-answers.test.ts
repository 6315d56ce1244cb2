import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { answerHeaders, socketRequest } from '#server/test/socket-request.ts';

// 23:50 in India, a day from now (an alert's expiry must be in the future by the real clock).
const dayMs = 86_400_000;
const indiaMidnight = (Math.floor((Date.now() + 19_800_000) / dayMs) + 2) * dayMs - 19_800_000;
let now = new Date(indiaMidnight - 10 * 60_000);
const ctx = await buildTestApp({ clock: () => now });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = ctx.app.server.address() as AddressInfo;

/** A request over the socket, where the early answers sit (inject never passes them). */
async function send(url: string, headers: Record<string, string> = {}) {
  const answer = await socketRequest(port, 'GET', url, headers);
  return { ...answer, body: answer.body.toString() };
}

/** Whether the request for `url` was answered before routing, and its answer. */
async function early(url: string, headers: Record<string, string> = {}) {
  const before = ctx.app.earlyAnswers.count();
  const answer = await send(url, headers);
  return { answer, early: ctx.app.earlyAnswers.count() === before + 1 };
}

const message = 'School closed tomorrow because of heavy rain.';

describe('cached pages answered before routing', () => {
  it('answer a page the cache holds exactly as Fastify does, in both languages', async () => {
    for (const url of ['/', '/hi', '/news-events', '/hi/school-calendar']) {
      expect((await send(url)).statusCode, url).toBe(200);
      for (const headers of [{ 'accept-encoding': 'br, gzip' }, {}] as Record<string, string>[]) {
        const { answer, early: wasEarly } = await early(url, headers);
        expect(wasEarly, `${url} ${JSON.stringify(headers)} was answered early`).toBe(true);
        const fastify = await ctx.app.inject({ method: 'GET', url, headers });
        expect(answer.statusCode).toBe(fastify.statusCode);
        expect(answerHeaders(answer.headers), url).toEqual(answerHeaders(fastify.headers));
        if (!headers['accept-encoding']) expect(answer.body).toBe(fastify.body);
      }
      const etag = String((await send(url)).headers.etag);
      const revalidated = await early(url, { 'if-none-match': etag });
      expect(revalidated.early && revalidated.answer.statusCode, url).toBe(304);
    }
  });

  it('leave staff to Fastify, and take the page again after a write, a new day or an alert', async () => {
    await send('/');
    expect((await early('/')).early).toBe(true);
    const staff = await early('/', await ctx.authHeader());
    expect(staff.early, 'a signed-in request is answered afresh').toBe(false);

    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: await ctx.authHeader(),
      payload: {
        message,
        severity: 'critical',
        expiresAt: new Date(indiaMidnight + 4 * 3_600_000),
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const afterAlert = await early('/');
    expect(afterAlert.early, 'the write ends the page key').toBe(false);
    expect(afterAlert.answer.body).toContain(message);
    expect((await early('/')).early).toBe(true);

    // Midnight in India: the calendar and the upcoming events move on.
    now = new Date(indiaMidnight + 60_000);
    const nextDay = await early('/');
    expect(nextDay.early, 'the new day has its own page').toBe(false);
    expect(nextDay.answer.body).toContain(message);
    expect((await early('/')).early).toBe(true);

    // 04:01: the alert has expired, with no write in between.
    now = new Date(indiaMidnight + 4 * 3_600_000 + 60_000);
    const expired = await early('/');
    expect(expired.early, 'the expired alert ends the page key').toBe(false);
    expect(expired.answer.body).not.toContain(message);
    expect((await early('/')).early).toBe(true);
  });
});
