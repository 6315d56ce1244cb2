import type { CachedResponse, ResponseCache } from './response-cache.ts';

/** What to answer with: an entry of the cache, or the answer of a render (joined or started). */
export type PageAnswer<T> = { entry: CachedResponse } | { rendered: Promise<T> };

/**
 * One render at a time per page, and the previous page while it runs (decision 0008).
 *
 * After a write every reader of a page it changed asks for it at once. One render answers them:
 * the request that starts it waits for it, and so does one that will not take an old page (a
 * reload); every other reader gets the page as it was before the write, at once, instead of
 * queueing behind the render. A request joins a render only if nothing the page shows changed
 * since it began: one made after a write must not be given, nor cache as new, a page rendered
 * before it. The render stores its answer itself, so the readers served the previous page get
 * the new one next time, once it has landed.
 */
export function createSingleRender<T>(
  cache: Pick<ResponseCache, 'peek' | 'changedAt' | 'generation'>,
) {
  const rendering = new Map<string, { since: number; rendered: Promise<T> }>();

  function renderOnce(key: string, since: number, render: (generation: number) => Promise<T>) {
    const running = rendering.get(key);
    if (running && running.since >= since) return { rendered: running.rendered, started: false };
    const generation = cache.generation();
    const rendered = render(generation).finally(() => {
      if (rendering.get(key)?.rendered === rendered) rendering.delete(key);
    });
    rendering.set(key, { since: generation, rendered });
    return { rendered, started: true };
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
    const since = kept ? cache.changedAt(kept.dependsOn) : cache.generation();
    const { rendered, started } = renderOnce(key, since, render);
    if (kept && !started && !options.refusesStale) return { entry: kept.response };
    return { rendered };
  };
}

/**
 * A reload (`max-age=0`) or a forced one (`no-cache`): the client will not take a stored answer
 * that is out of date (RFC 9111, 5.2.1), so such a request waits for the page's render.
 */
export function refusesStale(headers: {
  'cache-control'?: string | string[];
  pragma?: string | string[];
}): boolean {
  const directives = `${headers['cache-control'] ?? ''},${headers.pragma ?? ''}`;
  return /(^|[\s,])(no-cache|max-age=0+)\s*(,|$)/i.test(directives);
}
