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
