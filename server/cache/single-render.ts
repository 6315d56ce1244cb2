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
 * - the request that starts it, when no other render runs on this server: staff who save and
 *   then open the page see their change on an ordinary day;
 * - nobody else while renders run (results day, a write every second): the renders, which yield
 *   between their reads, queue behind thousands of cached answers, and a reader who waited for
 *   one waited seconds. A page that is rendering or waiting to be is not rendered again for them.
 *   Such renders run `backgroundRenders` at a time, the others wait their turn in order: run all
 *   at once after each write, they took the processor from the cached answers (a write made some
 *   twenty pages out of date, and every reader waited for the renders' turns);
 * - a request that will not take an old page (`refusesStale`: a reload, or staff who have just
 *   saved), which joins a render only if nothing the page shows changed since it began: one made
 *   after a write must not be given, nor cache as new, a page rendered before it;
 * - everyone, when there is no earlier page (the first of the day).
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

  function renderInBackground(key: string, render: (generation: number) => Promise<T>) {
    if (inBackground >= backgroundRenders) return void queued.set(key, render);
    inBackground += 1;
    start(key, render)
      .catch(onUnwaitedFailure)
      .finally(() => {
        inBackground -= 1;
        startNextInLine();
      });
  }

  function startNextInLine() {
    for (const [key, render] of queued) {
      queued.delete(key);
      // Rendered meanwhile for a reader who waited, or no longer kept: nothing to replace.
      const kept = cache.peek(key);
      if (!kept || kept.fresh || rendering.has(key)) continue;
      return renderInBackground(key, render);
    }
  }

  function start(key: string, render: (generation: number) => Promise<T>) {
    const generation = cache.generation();
    const rendered = render(generation).finally(() => {
      if (rendering.get(key)?.rendered === rendered) rendering.delete(key);
    });
    rendering.set(key, { since: generation, rendered });
    return rendered;
  }

  /**
   * `render` gets the cache's generation when it began (for `ResponseCache.store`); `cacheable`
   * false never looks in the cache (admin screens), `refusesStale` waits for the render.
   */
  return function answer(
    key: string,
    options: { cacheable: boolean; refusesStale: boolean },
    render: (generation: number) => Promise<T>,
  ): PageAnswer<T> {
    const kept = options.cacheable ? cache.peek(key) : undefined;
    if (kept?.fresh) return { entry: kept.response };
    const running = rendering.get(key);
    if (kept && !options.refusesStale) {
      if (running || queued.has(key)) return { entry: kept.response };
      if (rendering.size === 0 && queued.size === 0) return { rendered: start(key, render) };
      renderInBackground(key, render);
      return { entry: kept.response };
    }
    const since = kept ? cache.changedAt(kept.dependsOn) : cache.generation();
    if (running && running.since >= since) return { rendered: running.rendered };
    return { rendered: start(key, render) };
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
