import { describe, expect, it } from 'vitest';
import { createResponseCache, type CachedResponse } from './response-cache.ts';
import { createSingleRender, refusesStale, type PageAnswer } from './single-render.ts';

/** A render the test finishes when it chooses, storing `body` as the page. */
function pageRenders() {
  const cache = createResponseCache();
  const answer = createSingleRender<CachedResponse>(cache);
  const started: Array<{ finish: () => Promise<void> }> = [];
  const ask = (body: string, options = { refusesStale: false }) =>
    answer('/news', { cacheable: true, ...options }, (generation) => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      started.push({ finish: () => (resolve(), promise) });
      return promise.then(() =>
        cache.store('/news', body, 'text/html', generation, {}, ['news', 'menus']),
      );
    });
  return { cache, ask, started };
}

const bodyOf = async (answer: PageAnswer<CachedResponse>) => {
  const entry = 'entry' in answer ? answer.entry : await answer.rendered;
  return 'plain' in entry.body ? entry.body.plain.toString() : '';
};

describe('a page a write made out of date', () => {
  it('is served as it was while one render replaces it; the request that started it waits', async () => {
    const { cache, ask, started } = pageRenders();
    const first = ask('news v1');
    await started[0]!.finish();
    expect(await bodyOf(first)).toBe('news v1');

    cache.invalidate(['news']);
    const leader = ask('news v2');
    const reader = ask('news v2');
    const reload = ask('news v2', { refusesStale: true });
    expect(started).toHaveLength(2);
    // Only the leader and the reload wait; the reader gets the previous page at once.
    expect('rendered' in leader && 'rendered' in reload).toBe(true);
    expect(await bodyOf(reader)).toBe('news v1');

    await started[1]!.finish();
    expect(await bodyOf(leader)).toBe('news v2');
    expect(await bodyOf(reload)).toBe('news v2');
    expect(await bodyOf(ask('news v3'))).toBe('news v2');
    expect(started).toHaveLength(2);
  });

  it('is not given a render begun before a later write, nor caches it', async () => {
    const { cache, ask, started } = pageRenders();
    const first = ask('news v1');
    await started[0]!.finish();
    await bodyOf(first);

    cache.invalidate(['news']);
    const before = ask('news v2');
    cache.invalidate(['menus']);
    // A render began before this write: the next request starts its own and waits for it.
    const after = ask('news v3');
    expect(started).toHaveLength(3);
    expect('rendered' in after).toBe(true);
    // A write the page does not show changes nothing.
    cache.invalidate(['events']);
    expect(await bodyOf(ask('news v4'))).toBe('news v1');
    expect(started).toHaveLength(3);

    await started[1]!.finish();
    expect(await bodyOf(before)).toBe('news v2');
    expect(cache.lookup('/news')).toBeUndefined();
    await started[2]!.finish();
    expect(await bodyOf(after)).toBe('news v3');
    expect(await bodyOf(ask('news v5'))).toBe('news v3');
  });

  it('makes every reader wait when there is no earlier page (the first of the day)', async () => {
    const { ask, started } = pageRenders();
    const one = ask('news v1');
    const two = ask('news v1');
    expect(started).toHaveLength(1);
    expect('rendered' in one && 'rendered' in two).toBe(true);
    await started[0]!.finish();
    expect(await bodyOf(two)).toBe('news v1');
  });
});

describe('refusesStale', () => {
  it('is true for a reload and a forced reload, false for an ordinary visit', () => {
    expect(refusesStale({ 'cache-control': 'max-age=0' })).toBe(true);
    expect(refusesStale({ 'cache-control': 'no-cache' })).toBe(true);
    expect(refusesStale({ pragma: 'no-cache' })).toBe(true);
    expect(refusesStale({ 'cache-control': 'max-age=600' })).toBe(false);
    expect(refusesStale({})).toBe(false);
  });
});
