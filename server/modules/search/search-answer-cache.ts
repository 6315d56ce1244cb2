import type { SearchAnswer } from '#contracts/search.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';

/** An answer without the question as typed: "Fees", "fees?" and "FEES" share one entry. */
export type KeptAnswer = Omit<SearchAnswer, 'query'>;

type Kept = {
  answer: KeptAnswer;
  /** The response cache's generation when the search began to read the index. */
  generation: number;
  /** The clock of the search, and the next publish or unpublish time after it. */
  from: number;
  until: number;
};

/**
 * Answers kept at most: one-off questions push out the oldest, not the memory. A page of twenty
 * results takes about 18 KB of heap (1,000 took 17.5 MB), so at most about 9 MB.
 */
export const keptAnswers = 500;
/**
 * How long an answer is kept at most: a change no instance was told of (`npm run
 * search:rebuild` beside a server on SQLite) is seen after it.
 */
export const keptAnswerMs = 10 * 60_000;

/**
 * The answers of repeated questions (parents ask "fees", "TC", "result" again and again), keyed
 * by the words searched, the language, the filters and the page (docs/decisions/0028).
 *
 * An answer is right while the index is what it read and the clock has not passed a scheduled
 * time. Every write that changes the index goes through the response cache's invalidation
 * (content-writer.ts; search-index.ts' own writes through `indexChanged`), which reaches every
 * instance on PostgreSQL (postgres-channel.ts): an answer is kept with the generation seen
 * before it read, and any later invalidation makes it old, whatever its names, as for the API
 * answers. Scheduled items appear at their minute without a write (the search filters on the
 * clock), so an answer also ends at the next publish or unpublish time of any document.
 */
export function createSearchAnswerCache(deps: {
  changes: Pick<ResponseCache, 'generation'>;
  /** The first publish or unpublish time of any document after `now`, or null. */
  nextScheduledChange: (now: Date) => Promise<Date | null>;
  maxEntries?: number;
}) {
  const { changes, nextScheduledChange, maxEntries = keptAnswers } = deps;
  /** Insertion order is use: a hit moves its entry last, the bound evicts the first. */
  const entries = new Map<string, Kept>();
  /** Questions being answered: a second asker waits for the first's answer. */
  const computing = new Map<string, Promise<unknown>>();
  /**
   * The next scheduled time as read at one generation, right from `from` until it: one read
   * for every search that starts meanwhile (fifty at once after a write read it once).
   */
  let schedule: { generation: number; from: number; until: Promise<number> } | undefined;

  const isRight = (kept: Kept, at: number) =>
    kept.generation === changes.generation() && kept.from <= at && at < kept.until;

  function lookup(key: string, at: number): KeptAnswer | undefined {
    const kept = entries.get(key);
    if (!kept) return undefined;
    if (!isRight(kept, at)) {
      entries.delete(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, kept);
    return kept.answer;
  }

  /** Until when an answer read at `generation` and `at` can be kept for the clock. */
  async function until(at: number, generation: number): Promise<number> {
    if (schedule?.generation === generation && schedule.from <= at) {
      const next = await schedule.until.catch(() => -Infinity);
      if (at < next) return next;
    }
    const next = nextScheduledChange(new Date(at)).then((found) => found?.getTime() ?? Infinity);
    schedule = { generation, from: at, until: next };
    return next;
  }

  async function computeAndKeep(
    key: string,
    now: Date,
    compute: () => Promise<KeptAnswer>,
  ): Promise<KeptAnswer> {
    const at = now.getTime();
    const generation = changes.generation();
    const [answer, ends] = await Promise.all([compute(), until(at, generation)]);
    // A write while it read: what it read may be from before or after, so it is not kept.
    if (changes.generation() === generation) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { answer, generation, from: at, until: Math.min(ends, at + keptAnswerMs) });
    }
    return answer;
  }

  return {
    /** The kept answer for `key` at `now`, or `compute`'s, kept when it is still right. */
    async answer(key: string, now: Date, compute: () => Promise<KeptAnswer>): Promise<KeptAnswer> {
      const found = lookup(key, now.getTime());
      if (found) return found;
      const running = computing.get(key);
      if (running) {
        // Fifty parents ask "result" at once after a write: one search, not fifty.
        await running.catch(() => {});
        return lookup(key, now.getTime()) ?? computeAndKeep(key, now, compute);
      }
      const done = computeAndKeep(key, now, compute);
      computing.set(key, done);
      try {
        return await done;
      } finally {
        computing.delete(key);
      }
    },

    /** Answers kept (tests, the benchmark). */
    size: () => entries.size,
  };
}

export type SearchAnswerCache = ReturnType<typeof createSearchAnswerCache>;
