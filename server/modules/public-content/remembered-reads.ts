import type { PublicContentReader } from '#contracts/public-content.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';
import { dependenciesOf } from './read-dependencies.ts';

/** The reads that depend only on the content and the day; the others always go to the services. */
const rememberedNames = [
  'school',
  'news',
  'notices',
  'events',
  'posts',
  'monthSummary',
  'dayDetails',
  'disclosures',
  'schoolInformation',
  'publishedTransferCertificates',
  'page',
  'publishedPageSlugs',
  'menus',
  'openPositions',
  'admissionsOnSite',
  'itemPage',
  'movedSlug',
] as const satisfies ReadonlyArray<keyof PublicContentReader>;

/** Freezes a read's answer: pages rendered together share it, so none may change it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

type Remembered = { answer: Promise<unknown>; stamp: string; dependsOn: string[] };

/**
 * Remembers each answer of `reader` until what it depends on changes (read-dependencies.ts) or the
 * day does. After a write the pages that read what it changed are rendered again, and each asked
 * the database for the same menus, School information and lists, parsing them again. The changes
 * are the response cache's: they reach every instance (the invalidation channel), so an answer is
 * never older than the pages cached with it. The emergency alert and TC verification (per
 * visitor) are not remembered.
 */
export function rememberedReads(
  reader: PublicContentReader,
  cache: Pick<ResponseCache, 'generation' | 'changedAt'>,
): PublicContentReader {
  const answers = new Map<string, Remembered>();
  const stampOf = (dependsOn: string[]) => `${cache.changedAt(dependsOn)} ${reader.today()}`;
  let sweptAt = '';
  /** Forgets the answers that are out of date, once per change: odd arguments cannot pile up. */
  function sweep() {
    const now = `${cache.generation()} ${reader.today()}`;
    if (now === sweptAt) return;
    sweptAt = now;
    for (const [key, entry] of answers) {
      if (entry.stamp !== stampOf(entry.dependsOn)) answers.delete(key);
    }
  }
  const remember =
    (name: keyof PublicContentReader, read: (...args: never[]) => Promise<unknown>) =>
    (...args: never[]) => {
      sweep();
      const key = `${name} ${JSON.stringify(args)}`;
      const dependsOn = dependenciesOf(name, args);
      const stamp = stampOf(dependsOn);
      const found = answers.get(key);
      if (found?.stamp === stamp) return found.answer;
      const answer = read(...args).then(deepFreeze);
      const entry = { answer, stamp, dependsOn };
      // A failed read is asked again next time, not remembered.
      answer.catch(() => answers.get(key) === entry && answers.delete(key));
      answers.set(key, entry);
      return answer;
    };
  const remembered = { ...reader };
  for (const name of rememberedNames)
    Object.assign(remembered, { [name]: remember(name, reader[name] as never) });
  return remembered;
}
