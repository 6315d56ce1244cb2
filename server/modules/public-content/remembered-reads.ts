import type { PublicContentReader } from '#contracts/public-content.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';
import { dependenciesOf } from './read-dependencies.ts';

/**
 * Whether each read is remembered: those that depend only on the content and the day are; the
 * others always go to the services. Every read says, so a new one (a new content kind's list,
 * contracts/public-content.ts) does not compile until it is decided.
 */
const remembers: Record<keyof PublicContentReader, boolean> = {
  school: true,
  isSetUp: false,
  today: false,
  items: true,
  monthSummary: true,
  dayDetails: true,
  disclosures: true,
  schoolInformation: true,
  verifyTransferCertificate: false,
  search: false,
  publishedTransferCertificates: true,
  page: true,
  publishedPageSlugs: true,
  menus: true,
  currentAlert: false,
  openPositions: true,
  admissionsOnSite: true,
  itemPage: true,
  movedSlug: true,
};
const rememberedNames = (Object.keys(remembers) as Array<keyof PublicContentReader>).filter(
  (name) => remembers[name],
);

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
