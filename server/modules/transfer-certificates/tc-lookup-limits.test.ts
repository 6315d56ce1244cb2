import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { tcVerifyRateLimit, tcWrongDatesPerNumber } from '#contracts/transfer-certificates.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

// Everything the app logs: each refusal is logged, never with the date of birth tried.
const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);
const ctx = await buildTestApp({ logger });
const { app } = ctx;

let addressCount = 0;
/** Each lookup budget starts from an address of its own. */
const freshIp = () => `203.0.113.${++addressCount}`;

let tcCount = 0;
/** A TC of its own for each test: the per-number count lasts a day. */
async function recordTc() {
  const tc = {
    number: `LIM/${++tcCount}`,
    admissionNumber: `A-${tcCount}`,
    studentName: 'Kavya Rao',
    dateOfBirth: '2011-08-14',
    className: 'VI',
    leftOn: '2025-04-30',
    issuedOn: '2025-05-02',
  };
  const created = await app.inject({
    method: 'POST',
    url: '/api/tcs',
    payload: tc,
    headers: await ctx.authHeader(),
  });
  expect(created.statusCode).toBe(201);
  return tc;
}

const query = (number: string, dob: string) =>
  `?number=${encodeURIComponent(number)}&dob=${encodeURIComponent(dob)}`;

/**
 * Every way to reach the one lookup: the API, and both languages' pages, to which the form POSTs
 * the number and date of birth (never in the address, decision 0026), odd spellings too.
 */
const ways = {
  api: '/api/tcs/verify',
  page: '/view-issued-tcs',
  hindiPage: '/hi/view-issued-tcs',
  doubleSlash: '//view-issued-tcs',
} as const;

const lookUp = (path: string, number: string, dob: string, remoteAddress: string) =>
  path.startsWith('/api/')
    ? app.inject({ method: 'GET', url: path + query(number, dob), remoteAddress })
    : app.inject({
        method: 'POST',
        url: path,
        payload: new URLSearchParams({ number, dob }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress,
      });

describe('TC lookups are limited per lookup, whichever way they come', () => {
  it.each(Object.entries(ways))(
    'counts lookups through %s against the one budget of the address',
    async (_name, path) => {
      const tc = await recordTc();
      const ip = freshIp();
      // Right dates of birth: the per-number limit, which counts wrong ones, plays no part.
      for (let lookup = 0; lookup < tcVerifyRateLimit.max; lookup++) {
        const answer = await lookUp(path, tc.number, tc.dateOfBirth, ip);
        expect(answer.statusCode).toBe(200);
      }
      for (const other of [path, ways.api, ways.page]) {
        const refused = await lookUp(other, tc.number, tc.dateOfBirth, ip);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.headers['cache-control']).toBe('no-store');
      }
      // Another address still has its own budget.
      expect((await lookUp(path, tc.number, tc.dateOfBirth, freshIp())).statusCode).toBe(200);
    },
  );

  it('draws the API and every page from one budget when they are mixed', async () => {
    const tc = await recordTc();
    const ip = freshIp();
    const paths = Object.values(ways);
    for (let lookup = 0; lookup < tcVerifyRateLimit.max; lookup++)
      expect(
        (await lookUp(paths[lookup % paths.length]!, tc.number, tc.dateOfBirth, ip)).statusCode,
      ).toBe(200);
    for (const path of paths)
      expect((await lookUp(path, tc.number, tc.dateOfBirth, ip)).statusCode).toBe(429);
  });

  it('tells the visitor in the page language, and keeps no copy of the refusal', async () => {
    const tc = await recordTc();
    const ip = freshIp();
    for (let lookup = 0; lookup < tcVerifyRateLimit.max; lookup++)
      await lookUp(ways.api, tc.number, tc.dateOfBirth, ip);
    const english = await lookUp(ways.page, tc.number, tc.dateOfBirth, ip);
    expect(english.statusCode).toBe(429);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.body).toContain('Too many lookups from your connection');
    expect(english.body).not.toContain('Issued on');
    const hindi = await lookUp(ways.hindiPage, tc.number, tc.dateOfBirth, ip);
    expect(hindi.statusCode).toBe(429);
    expect(hindi.body).toContain('आपके कनेक्शन से बहुत अधिक बार जाँच');
    // Refused again, not served from a copy: the next address is answered afresh.
    const other = await lookUp(ways.page, tc.number, tc.dateOfBirth, freshIp());
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Issued on 2 May 2025');
  });

  it('answers each visitor for their own address when two ask for the same page at once', async () => {
    const tc = await recordTc();
    const limited = freshIp();
    for (let lookup = 0; lookup < tcVerifyRateLimit.max; lookup++)
      await lookUp(ways.api, tc.number, tc.dateOfBirth, limited);
    const [refused, answered] = await Promise.all([
      lookUp(ways.page, tc.number, tc.dateOfBirth, limited),
      lookUp(ways.page, tc.number, tc.dateOfBirth, freshIp()),
    ]);
    expect(refused.statusCode).toBe(429);
    expect(answered.statusCode).toBe(200);
    expect(answered.body).toContain('Issued on 2 May 2025');
  });

  it('refuses a TC number after 10 wrong dates of birth in a day, from any address', async () => {
    const tc = await recordTc();
    for (let attempt = 0; attempt < tcWrongDatesPerNumber.max; attempt++) {
      const wrong = await lookUp(ways.api, tc.number, `2011-08-${20 + attempt}`, freshIp());
      expect(wrong.statusCode).toBe(404);
    }
    const wrongAgain = await lookUp(ways.api, tc.number, '2011-09-01', freshIp());
    expect(wrongAgain.statusCode).toBe(429);
    expect(wrongAgain.json().message).toMatch(/this TC number/);
    // The right date too, from a fresh address, for the rest of the day (decided, and said on
    // the page): an attacker must not learn that the guess was right.
    const right = await lookUp(ways.api, tc.number, tc.dateOfBirth, freshIp());
    expect(right.statusCode).toBe(429);
    const page = await lookUp(ways.page, tc.number, tc.dateOfBirth, freshIp());
    expect(page.statusCode).toBe(429);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('not even with the right date of birth');
    const hindi = await lookUp(ways.hindiPage, tc.number, tc.dateOfBirth, freshIp());
    expect(hindi.statusCode).toBe(429);
    // Another TC is not affected.
    const other = await recordTc();
    expect((await lookUp(ways.page, other.number, other.dateOfBirth, freshIp())).statusCode).toBe(
      200,
    );
  });

  it('counts only wrong dates of birth against a number', async () => {
    const tc = await recordTc();
    for (let attempt = 0; attempt < 3 * tcWrongDatesPerNumber.max; attempt++)
      expect((await lookUp(ways.api, tc.number, tc.dateOfBirth, freshIp())).statusCode).toBe(200);
    for (let attempt = 0; attempt < tcWrongDatesPerNumber.max - 1; attempt++)
      expect((await lookUp(ways.api, tc.number, '2000-01-01', freshIp())).statusCode).toBe(404);
    expect((await lookUp(ways.api, tc.number, tc.dateOfBirth, freshIp())).statusCode).toBe(200);
  });

  it('logs each refusal as a warning, without the date of birth', async () => {
    const tc = await recordTc();
    const ip = freshIp();
    const secretDate = '1999-12-31';
    for (let lookup = 0; lookup <= tcVerifyRateLimit.max; lookup++)
      await lookUp(ways.hindiPage, tc.number, secretDate, ip);
    const refusals = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; limit?: string })
      .filter((entry) => /TC lookup refused/.test(entry.msg));
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((entry) => entry.level === 40)).toBe(true);
    expect(logLines.join('\n')).not.toContain(secretDate);
  });
});
