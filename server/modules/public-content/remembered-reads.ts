import type { PublicContentReader } from '#contracts/public-content.ts';

/** The reads that depend only on the content and the day; the others always go to the services. */
const rememberedNames = [
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
  'menus',
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

/**
 * Remembers each answer of `reader` until the content changes or the day does. After a write every
 * page is rendered again, and each asked the database for the same menus, School information and
 * lists, parsing them again. `generation` is the response cache's: it moves on every write, on
 * every instance (the invalidation channel), so an answer is never older than the pages cached
 * with it. The emergency alert and TC verification (per visitor) are not remembered.
 */
export function rememberedReads(
  reader: PublicContentReader,
  generation: () => number,
): PublicContentReader {
  let answers = new Map<string, Promise<unknown>>();
  let answersOf = '';
  const remember =
    (name: string, read: (...args: never[]) => Promise<unknown>) =>
    (...args: never[]) => {
      const current = `${generation()} ${reader.today()}`;
      if (current !== answersOf) {
        answers = new Map();
        answersOf = current;
      }
      const key = `${name} ${JSON.stringify(args)}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = read(...args).then(deepFreeze);
        // A failed read is asked again next time, not remembered.
        answer.catch(() => answers.get(key) === answer && answers.delete(key));
        answers.set(key, answer);
      }
      return answer;
    };
  const remembered = { ...reader };
  for (const name of rememberedNames)
    Object.assign(remembered, { [name]: remember(name, reader[name] as never) });
  return remembered;
}
