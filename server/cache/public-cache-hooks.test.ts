import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerPublicCacheHooks } from './public-cache-hooks.ts';
import { createResponseCache } from './response-cache.ts';

/** A public read that counts its runs and answers when the test lets it. */
function appWithSlowRead(status = 200) {
  const app = Fastify();
  const cache = createResponseCache();
  registerPublicCacheHooks(app, cache);
  let runs = 0;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  app.get('/api/slow', { config: { publicCache: true } }, async (_request, reply) => {
    runs += 1;
    await answered;
    return reply.code(status).send({ runs });
  });
  return { app, cache, answer, runs: () => runs };
}

describe('concurrent misses of one public read', () => {
  it('compute the answer once and all receive it', async () => {
    const { app, answer, runs } = appWithSlowRead();
    const replies = Array.from({ length: 5 }, () => app.inject('/api/slow'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer();
    const answers = await Promise.all(replies);
    expect(runs()).toBe(1);
    expect(answers.map((reply) => reply.json())).toEqual(Array(5).fill({ runs: 1 }));
  });

  it('compute their own answers when the first is not kept', async () => {
    const { app, answer, runs } = appWithSlowRead(500);
    const replies = Array.from({ length: 3 }, () => app.inject('/api/slow'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    answer();
    const answers = await Promise.all(replies);
    expect(answers.map((reply) => reply.statusCode)).toEqual([500, 500, 500]);
    expect(runs()).toBe(3);
  });
});

describe('a public read a write made out of date', () => {
  it('is answered as it was while one request computes the new answer; a reload waits', async () => {
    const app = Fastify();
    const cache = createResponseCache();
    registerPublicCacheHooks(app, cache);
    let runs = 0;
    const gates: Array<() => void> = [];
    app.get('/api/notices', { config: { publicCache: true } }, async () => {
      runs += 1;
      const run = runs;
      await new Promise<void>((resolve) => gates.push(resolve));
      return { run };
    });
    const opened = async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const open of gates.splice(0)) open();
    };
    const first = app.inject('/api/notices');
    await opened();
    expect((await first).json()).toEqual({ run: 1 });

    cache.invalidate(['notices']);
    const leader = app.inject('/api/notices');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reader = await app.inject('/api/notices');
    expect(reader.json()).toEqual({ run: 1 });
    const reload = app.inject({ url: '/api/notices', headers: { 'cache-control': 'no-cache' } });
    await opened();
    expect((await leader).json()).toEqual({ run: 2 });
    expect((await reload).json()).toEqual({ run: 2 });
    expect(runs).toBe(2);
    const after = app.inject('/api/notices');
    expect((await after).json()).toEqual({ run: 2 });
  });
});
