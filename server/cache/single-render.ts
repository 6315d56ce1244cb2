import type { CachedResponse, ResponseCache } from './response-cache.ts';
import { asksForFreshPages } from './fresh-pages-cookie.ts';

/** What to answer with: an entry of the cache, or the answer of a render (joined or started). */
export type PageAnswer<T> = { entry: CachedResponse } | { rendered: Promise<T> };

/**
 * One render at a time per page, and the previous page while it runs (decision 0008).
 *
 * After a write every reader of a page it changed asks for it at once. One render replaces the
 * page, and the readers who will take the page as it was get it at once; the render stores its
 * answer itself, so they get the new one once it has landed. Who waits for the render:
 * - the request that starts it on a quiet server (no render runs or waits in line): staff who
 *   save and then open the page see their change;
 * - nobody else while renders run (results day, a write every second). Such renders wait in
 *   line, in order, once per page; a page rendering or waiting in line is not rendered again
 *   for them;
 * - a request that will not take an old page (`refusesStale`: a reload, or staff who have just
 *   saved), which joins a render only if nothing the page shows changed since it began: one made
 *   after a write must not be given, nor cache as new, a page rendered before it;
 * - everyone, when there is no earlier page (the first of the day).
 * Renders begin at the end of a turn of the event loop, after the cached answers of the turn: a
 * render someone waits for at the end of the turn it was asked for, the next in line at the end
 * of the first turn in which no render began (`renderTurns`).
 * A render nobody waits for reports its failure to `onUnwaitedFailure`; the page stays as it was.
 */
export function createSingleRender<T>(
  cache: Pick<ResponseCache, 'peek' | 'changedAt' | 'generation'>,
  onUnwaitedFailure: (error: unknown) => void,
  backgroundRenders = 1,
) {
  const rendering = new Map<string, { since: number; rendered: Promise<T> }>();
  /** Renders nobody waits for, in the order they were asked for, by page. */
  const queued = new Map<string, (generation: number) => Promise<T>>();
  let inBackground = 0;
  let stopped = false;
  const turns = renderTurns(
    startNextInLine,
    // While a render in the background awaits its reads, it calls back once it has finished.
    () => queued.size > 0 && inBackground < backgroundRenders,
  );

  function startNextInLine() {
    if (stopped || inBackground >= backgroundRenders) return;
    for (const [key, render] of queued) {
      queued.delete(key);
      // Rendered meanwhile for a reader who waited, or no longer kept: nothing to replace.
      const kept = cache.peek(key);
      if (!kept || kept.fresh || rendering.has(key)) continue;
      inBackground += 1;
      start(key, render, 'now')
        .catch(onUnwaitedFailure)
        .finally(() => {
          inBackground -= 1;
          if (queued.size > 0) turns.comeBack();
        });
      return;
    }
  }

  /** `now` from the end of a turn, else at the end of this one. */
  function start(
    key: string,
    render: (generation: number) => Promise<T>,
    when: 'now' | 'at the end of the turn' = 'at the end of the turn',
  ) {
    turns.begun();
    const generation = cache.generation();
    const begins = when === 'now' ? Promise.resolve() : endOfTurn();
    const rendered = begins
      .then(() => render(generation))
      .finally(() => {
        if (rendering.get(key)?.rendered === rendered) rendering.delete(key);
      });
    rendering.set(key, { since: generation, rendered });
    return rendered;
  }

  /**
   * `render` gets the cache's generation when it began (for `ResponseCache.store`); `cacheable`
   * false never looks in the cache (admin screens), `refusesStale` waits for the render.
   */
  function answer(
    key: string,
    options: { cacheable: boolean; refusesStale: boolean },
    render: (generation: number) => Promise<T>,
  ): PageAnswer<T> {
    const kept = options.cacheable ? cache.peek(key) : undefined;
    if (kept?.fresh) return { entry: kept.response };
    const running = rendering.get(key);
    if (kept && !options.refusesStale) {
      if (running || queued.has(key) || stopped) return { entry: kept.response };
      if (rendering.size === 0 && queued.size === 0) return { rendered: start(key, render) };
      queued.set(key, render);
      turns.comeBack();
      return { entry: kept.response };
    }
    const since = kept ? cache.changedAt(kept.dependsOn) : cache.generation();
    if (running && running.since >= since) return { rendered: running.rendered };
    return { rendered: start(key, render) };
  }

  /**
   * From the server's closing on, the renders in line are dropped: begun after its database has
   * closed, they would only fail.
   */
  function stop() {
    stopped = true;
    queued.clear();
  }

  return Object.assign(answer, { stop });
}

/** The check phase of this turn of the event loop, where `setImmediate` callbacks run. */
const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Counts the renders begun in each turn of the event loop, from one check phase (setImmediate)
 * to the next, and calls `next` at a check phase that ends a turn in which none began; it comes
 * back each turn while `waiting()`.
 *
 * Over SQLite a render never waits for the network: it runs from its loaders to its compressed
 * bytes at once, so "no other render runs" was always true, and the first readers of the ten
 * pages a write changed started ten renders in the middle of one turn. Under
 * `npm run test:load` such turns lasted 300-500 ms, and every reader waiting for its answer
 * waited for the whole turn. One render a turn bounds a turn to the cached answers it serves
 * and one render.
 */
function renderTurns(next: () => void, waiting: () => boolean) {
  let begunThisTurn = 0;
  let comingBack = false;
  function checkPhase() {
    comingBack = false;
    const idle = begunThisTurn === 0;
    begunThisTurn = 0;
    if (idle) next();
    // A render begun here counts for the turn that follows: its readers in line wait one more.
    if (begunThisTurn > 0 || waiting()) comeBack();
  }
  function comeBack() {
    if (comingBack) return;
    comingBack = true;
    setImmediate(checkPhase);
  }
  return {
    begun() {
      begunThisTurn += 1;
      comeBack();
    },
    comeBack,
  };
}

/**
 * A reload (`max-age=0`) or a forced one (`no-cache`): the client will not take a stored answer
 * that is out of date (RFC 9111, 5.2.1), so such a request waits for the page's render. So does
 * the browser of staff who have just saved something (fresh-pages-cookie.ts).
 */
export function refusesStale(headers: {
  'cache-control'?: string | string[];
  pragma?: string | string[];
  cookie?: string;
}): boolean {
  const directives = `${headers['cache-control'] ?? ''},${headers.pragma ?? ''}`;
  return (
    /(^|[\s,])(no-cache|max-age=0+)\s*(,|$)/i.test(directives) || asksForFreshPages(headers.cookie)
  );
}
