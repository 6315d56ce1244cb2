import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { contentApi } from '#server/test/content-api.ts';

const ctx = await buildTestApp();
const api = contentApi(ctx);

/** Pages that show the news, the events, the calendar and the holidays. */
const pages = ['/', '/news', '/news-events', '/school-calendar?date=2026-12-12'];

/**
 * The SELECT statements the database was asked to compile while `work` ran. SQLite compiles
 * each statement it is given (`prepare`); PostgreSQL keeps a statement only if it is named.
 */
async function selectsCompiledDuring(work: () => Promise<void>): Promise<string[]> {
  const client = (
    ctx.db.read as unknown as { $client: Record<string, (...args: never[]) => unknown> }
  ).$client;
  const method = ctx.db.dialect === 'sqlite' ? 'prepare' : 'query';
  const spy = vi.spyOn(client, method);
  try {
    await work();
    return spy.mock.calls
      .map(([query]) => query as unknown as string | { text: string; name?: string })
      .filter((query) => typeof query === 'string' || !query.name)
      .map((query) => (typeof query === 'string' ? query : query.text))
      .filter((text) => /^\s*select/i.test(text));
  } finally {
    spy.mockRestore();
  }
}

describe(`pages rendered again after a write, on ${ctx.db.dialect}`, () => {
  it('read through statements prepared once, and show the write', async () => {
    for (const url of pages) expect((await api.get(url)).statusCode).toBe(200);
    const event = await api.sendJson('POST', '/api/events', {
      title: 'Winter carnival',
      date: '2026-12-12',
    });
    expect(event.statusCode, event.body).toBe(201);

    const bodies: string[] = [];
    const compiled = await selectsCompiledDuring(async () => {
      for (const url of pages) {
        // A reload waits for the page's render (single-render.ts, refusesStale).
        const response = await ctx.app.inject({ url, headers: { 'cache-control': 'no-cache' } });
        expect(response.statusCode).toBe(200);
        bodies.push(response.body);
      }
    });
    expect(compiled).toEqual([]);
    expect(bodies.at(-1)).toContain('Winter carnival');
  });
});
