import { noPositionLabel, positionLabelOf } from '#contracts/career-positions.ts';
import type { Queryable, Tables } from '#server/db/database.ts';

/**
 * Each application's position as a label, closed posts included: the Inbox shows the post an
 * application named (by its key, which never changes) under the post's current name.
 */
export async function readPositionLabels(
  q: Queryable,
  positions: Tables['careerPositions'],
): Promise<(key: string) => string> {
  const rows = await q
    .select({ key: positions.key, kind: positions.kind, title: positions.title })
    .from(positions);
  const byKey = new Map(rows.map((row) => [row.key, positionLabelOf(row)]));
  return (key) => (key === '' ? noPositionLabel : (byKey.get(key) ?? key));
}
