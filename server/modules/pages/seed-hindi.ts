import { isDeepStrictEqual } from 'node:util';
import {
  forEachNode,
  replacedAt,
  translatableTexts,
  translationAt,
} from '#contracts/content/translation.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `stored` with the Hindi of `seed` added node by node (the page, each section, each block), where
 * the node's English is still word for word the seed's: a translation only ever sits beside the
 * English it translates. A node whose English differs (a year in its text, an older wording)
 * keeps what it has. Answers `stored` itself when nothing changes.
 */
export function withSeedHindi<T extends object>(stored: T, seed: object): T {
  let result: unknown = stored;
  forEachNode(stored, (node, path) => {
    const seedNode = translationAt(seed, path);
    if (!isRecord(seedNode) || seedNode.hi === undefined || seedNode.type !== node.type) return;
    // Compared as values: PostgreSQL's jsonb gives an object's keys back in its own order.
    if (!isDeepStrictEqual(translatableTexts(node), translatableTexts(seedNode))) return;
    if (isDeepStrictEqual(node.hi, seedNode.hi)) return;
    result = replacedAt(result, [...path, 'hi'], seedNode.hi);
  });
  return result as T;
}
