import type { Database } from '#server/db/database.ts';

/**
 * When each news item, notice and event became public, by id: when it first went live, or, for
 * an item saved before scheduling existed, when it was created (as digest-scheduler.ts counts).
 * The public lists carry no such time, and an event's date is the day it happens, not its news.
 */
export async function publicationTimes(db: Database): Promise<Map<string, Date>> {
  const { news, notices, events } = db.tables;
  const rows = await Promise.all(
    [news, notices, events].map((table) =>
      db.read
        .select({ id: table.id, publishedAt: table.publishedAt, createdAt: table.createdAt })
        .from(table),
    ),
  );
  return new Map(rows.flat().map((row) => [row.id, row.publishedAt ?? row.createdAt]));
}
