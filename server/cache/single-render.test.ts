import { describe, expect, it } from 'vitest';
import { createResponseCache, type CachedResponse } from './response-cache.ts';
import { createSingleRender, refusesStale, type PageAnswer } from './single-render.ts';

/** A render the test finishes when it chooses, storing `body` as the page. */
function pageRenders() {
  const cache = createResponseCache();
  const failures: unknown[] = [];
  const answer = createSingleRender<CachedResponse>(cache, (error) => failures.push(error));
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
  return { cache, ask, started, failures };
}

/**
 * The end of a turn of the event loop: its check phase, where renders begin, one a turn
 * (single-render.ts, `renderTurns`).
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The rest of a request's work in its turn: its promises settle, no turn ends. */
async function restOfRequest() {
  for (let step = 0; step < 20; step += 1) await Promise.resolve();
}

/** Whether `ready()` came true within `most` turns (a render in line begins within two). */
async function turnsUntil(ready: () => boolean, most = 5): Promise<boolean> {
  for (let turn = 0; turn < most && !ready(); turn += 1) await nextTurn();
  return ready();
}

const bodyOf = async (answer: PageAnswer<CachedResponse>) => {
  const entry = 'entry' in answer ? answer.entry : await answer.rendered;
  return 'plain' in entry.body ? entry.body.plain.toString() : '';
};

describe('a page a write made out of date', () => {
  it('is served as it was while one render replaces it; on a quiet server its starter waits', async () => {
    const { cache, ask, started } = pageRenders();
    const first = ask('news v1');
    // It begins at the end of the turn.
    expect(started).toHaveLength(0);
    await nextTurn();
    await started[0]!.finish();
    expect(await bodyOf(first)).toBe('news v1');

    cache.invalidate(['news']);
    const starter = ask('news v2');
    const reader = ask('news v2');
    const reload = ask('news v2', { refusesStale: true });
    // The starter and the reload wait, for one render; the reader gets the previous page at once.
    expect('rendered' in starter && 'entry' in reader && 'rendered' in reload).toBe(true);
    expect(await bodyOf(reader)).toBe('news v1');
    await nextTurn();
    expect(started).toHaveLength(2);

    await started[1]!.finish();
    expect(await bodyOf(starter)).toBe('news v2');
    expect(await bodyOf(reload)).toBe('news v2');
    expect(await bodyOf(ask('news v3'))).toBe('news v2');
    expect(started).toHaveLength(2);
  });

  it('is served as it was even to its starter while other renders run, and rendered once', async () => {
    const cache = createResponseCache();
    const answer = createSingleRender<CachedResponse>(cache, () => {});
    const finishers: Array<() => void> = [];
    const ask = (key: string, body: string, options = { refusesStale: false }) =>
      answer(key, { cacheable: true, ...options }, async (generation) => {
        await new Promise<void>((done) => finishers.push(done));
        return cache.store(key, body, 'text/html', generation, {}, ['news']);
      });
    const settle = async () => {
      await nextTurn();
      for (const finish of finishers.splice(0)) finish();
      await nextTurn();
    };
    const home = ask('/', 'home v1');
    const news = ask('/news', 'news v1');
    await settle();
    expect([await bodyOf(home), await bodyOf(news)]).toEqual(['home v1', 'news v1']);

    cache.invalidate(['news']);
    const homeStarter = ask('/', 'home v2');
    // A render runs: the next page's starter does not wait for its own.
    const newsStarter = ask('/news', 'news v2');
    expect('rendered' in homeStarter && 'entry' in newsStarter).toBe(true);
    expect(await bodyOf(newsStarter)).toBe('news v1');
    await nextTurn();
    // The home page's render has begun; the news page's waits in line for a turn without one.
    expect(finishers).toHaveLength(1);
    expect(await turnsUntil(() => finishers.length > 1)).toBe(true);
    // Another write while they render: readers still get the page as it was, and no second
    // render of a page starts for them while its first runs.
    cache.invalidate(['news']);
    expect(await bodyOf(ask('/news', 'news v3'))).toBe('news v1');
    expect(finishers).toHaveLength(2);
    // A reload will not take a page rendered before the write: it starts one of its own.
    const reload = ask('/news', 'news v3', { refusesStale: true });
    await nextTurn();
    expect(finishers).toHaveLength(3);
    await settle();
    expect(await bodyOf(reload)).toBe('news v3');
    expect(await bodyOf(ask('/news', 'news v4'))).toBe('news v3');
  });

  it('runs the renders nobody waits for one at a time, in order, once per page', async () => {
    const cache = createResponseCache();
    const answer = createSingleRender<CachedResponse>(cache, () => {});
    const renders: Array<{ key: string; finish: () => Promise<void> }> = [];
    const ask = (key: string, body: string, options = { refusesStale: false }) =>
      answer(key, { cacheable: true, ...options }, (generation) => {
        let done = () => {};
        const finished = new Promise<void>((resolve) => (done = resolve));
        const stored = finished.then(() =>
          cache.store(key, body, 'text/html', generation, {}, ['news']),
        );
        renders.push({ key, finish: () => (done(), stored.then(() => nextTurn())) });
        return stored;
      });
    const finish = async (key: string) => {
      await turnsUntil(() => renders.some((render) => render.key === key));
      return renders.find((render) => render.key === key)!.finish();
    };
    const keys = () => renders.map((render) => render.key);
    for (const key of ['/', '/a', '/b', '/c']) {
      const first = ask(key, `${key} v1`);
      await finish(key);
      await bodyOf(first);
    }
    await nextTurn();
    renders.length = 0;

    cache.invalidate(['news']);
    const home = ask('/', '/ v2');
    const pages = ['/a', '/b', '/c', '/b'].map((key) => ask(key, `${key} v2`));
    // The home page's starter waits on a quiet server; the others' readers get the page as it
    // was, and their renders wait in line: the first begins once a turn has passed without one.
    expect(await Promise.all(pages.map(bodyOf))).toEqual(['/a v1', '/b v1', '/c v1', '/b v1']);
    await nextTurn();
    expect(keys()).toEqual(['/']);
    expect(await turnsUntil(() => renders.length > 1)).toBe(true);
    expect(keys()).toEqual(['/', '/a']);
    // A reload does not wait in line.
    const reload = ask('/c', '/c v2', { refusesStale: true });
    await nextTurn();
    expect(keys()).toEqual(['/', '/a', '/c']);
    await finish('/');
    expect(await bodyOf(home)).toBe('/ v2');
    // One in the background at a time: '/b' waits for '/a'.
    expect(await turnsUntil(() => renders.length > 3)).toBe(false);
    await finish('/a');
    expect(await turnsUntil(() => renders.length > 3)).toBe(true);
    expect(keys()).toEqual(['/', '/a', '/c', '/b']);
    await finish('/c');
    expect(await bodyOf(reload)).toBe('/c v2');
    await finish('/b');
    // '/c' was rendered for the reload meanwhile: its place in line is dropped.
    expect(await turnsUntil(() => renders.length > 4)).toBe(false);
    expect(await Promise.all(['/a', '/b', '/c'].map((key) => bodyOf(ask(key, 'later'))))).toEqual([
      '/a v2',
      '/b v2',
      '/c v2',
    ]);
  });

  it('begins at most one render a turn for the readers who take pages as they were', async () => {
    const cache = createResponseCache();
    const answer = createSingleRender<CachedResponse>(cache, () => {});
    let turn = 0;
    let version = 'v1';
    const begun: Array<{ key: string; turn: number }> = [];
    // As over SQLite: a render waits for nothing, and ends in the turn it began.
    const ask = (key: string) =>
      answer(key, { cacheable: true, refusesStale: false }, async (generation) => {
        begun.push({ key, turn });
        return cache.store(key, `${key} ${version}`, 'text/html', generation, {}, ['events']);
      });
    const keys = ['/', '/hi', '/events', '/hi/events', '/school-calendar'];
    for (const key of keys) await bodyOf(ask(key));
    await nextTurn();
    begun.length = 0;

    cache.invalidate(['events']);
    version = 'v2';
    // The first reader of each page, one after another in one turn, as a server reads them.
    const waited = [];
    for (const key of keys) {
      const answered = ask(key);
      waited.push('rendered' in answered);
      if ('entry' in answered) await bodyOf(answered);
      await restOfRequest();
    }
    // The first waits for its page (a quiet server); the others get theirs as they were.
    expect(waited).toEqual([true, false, false, false, false]);
    while (begun.length < keys.length && turn < 20) {
      await nextTurn();
      turn += 1;
    }
    expect(begun.map((render) => render.key)).toEqual(keys);
    expect(new Set(begun.map((render) => render.turn)).size).toBe(keys.length);
    for (const key of keys) expect(await bodyOf(ask(key))).toBe(`${key} v2`);
  });

  it('keeps the page as it was when a render nobody waits for fails, and reports it', async () => {
    const cache = createResponseCache();
    const failures: unknown[] = [];
    const answer = createSingleRender<CachedResponse>(cache, (error) => failures.push(error));
    const store = (key: string, body: string) => (generation: number) =>
      Promise.resolve(cache.store(key, body, 'text/html', generation, {}, ['news']));
    const ordinary = { cacheable: true, refusesStale: false };
    for (const key of ['/', '/news']) {
      const first = answer(key, ordinary, store(key, `${key} v1`));
      expect(await bodyOf(first)).toBe(`${key} v1`);
    }
    await nextTurn();
    cache.invalidate(['news']);
    let finishHome = () => {};
    const home = answer('/', ordinary, (generation) =>
      new Promise<void>((done) => (finishHome = done)).then(
        store('/', '/ v2').bind(null, generation),
      ),
    );
    const broken = new Error('the database is away');
    const news = answer('/news', ordinary, () => Promise.reject(broken));
    expect(await bodyOf(news)).toBe('/news v1');
    expect(await turnsUntil(() => failures.length > 0)).toBe(true);
    expect(failures).toEqual([broken]);
    finishHome();
    expect(await bodyOf(home)).toBe('/ v2');
    // The next reader, a turn later, starts a render again.
    await nextTurn();
    expect(await bodyOf(answer('/news', ordinary, store('/news', '/news v2')))).toBe('/news v2');
  });

  it('drops the renders in line once the server closes, and starts none', async () => {
    const cache = createResponseCache();
    const answer = createSingleRender<CachedResponse>(cache, () => {});
    const begun: string[] = [];
    const ask = (key: string, body: string) =>
      answer(key, { cacheable: true, refusesStale: false }, async (generation) => {
        begun.push(key);
        return cache.store(key, body, 'text/html', generation, {}, ['news']);
      });
    for (const key of ['/', '/news']) await bodyOf(ask(key, `${key} v1`));
    await nextTurn();
    begun.length = 0;

    cache.invalidate(['news']);
    const home = ask('/', '/ v2');
    expect(await bodyOf(ask('/news', '/news v2'))).toBe('/news v1');
    answer.stop();
    // The render someone waits for still ends; the one in line never begins.
    expect(await bodyOf(home)).toBe('/ v2');
    expect(await turnsUntil(() => begun.length > 1)).toBe(false);
    expect(await bodyOf(ask('/news', '/news v3'))).toBe('/news v1');
    expect(begun).toEqual(['/']);
  });

  it('is not given a render begun before a later write, nor caches it', async () => {
    const { cache, ask, started } = pageRenders();
    const first = ask('news v1');
    await nextTurn();
    await started[0]!.finish();
    await bodyOf(first);

    cache.invalidate(['news']);
    const before = ask('news v2', { refusesStale: true });
    cache.invalidate(['menus']);
    // A render began before this write: the next request starts its own.
    const after = ask('news v3', { refusesStale: true });
    await nextTurn();
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
    await nextTurn();
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

  it('is true for the browser of staff who have just saved (fresh-pages-cookie.ts)', () => {
    expect(refusesStale({ cookie: 'theme=dark; fresh-pages=1' })).toBe(true);
    expect(refusesStale({ cookie: 'fresh-pages=1' })).toBe(true);
    expect(refusesStale({ cookie: 'not-fresh-pages=1; fresh-pages=0' })).toBe(false);
  });
});
