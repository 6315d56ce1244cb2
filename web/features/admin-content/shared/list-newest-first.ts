import { newestFirst } from '#web/lib/newest-first.ts';
import type { ContentKind } from './content-kind.ts';

/** The kind's items as its lists show them: newest first by its sortKey. */
export async function listNewestFirst<T extends { id: string }>(
  kind: ContentKind<T>,
  signal: AbortSignal,
): Promise<T[]> {
  return newestFirst(await kind.list(signal), kind.sortKey);
}
