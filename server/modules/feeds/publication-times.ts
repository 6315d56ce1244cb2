import { contentKinds, kindsInFeed } from '#contracts/content/content-kinds.ts';
import type { Database, Tables } from '#server/db/database.ts';

/**
 * When each item of the news feed's kinds (news, notices, events: contracts/content/
 * content-kinds.ts) became public, by id: when it first went live, or, for
 * an item saved before scheduling existed, when it was created (as digest-scheduler.ts counts).
 * The public lists carry no such time, and an event's date is the day it happens, not its news.
 */
export async function publicationTimes(db: Database): Promise<Map<string, Date>> {
  // Every scheduled kind's table has these columns; typed as the news table.
  const tables = kindsInFeed('rss').map(
    (kind) => db.tables[contentKinds[kind].tables[0]] as Tables['news'],
  );
  const rows = await Promise.all(
    tables.map((table) =>
      db.read
        .select({ id: table.id, publishedAt: table.publishedAt, createdAt: table.createdAt })
        .from(table),
    ),
  );
  return new Map(rows.flat().map((row) => [row.id, row.publishedAt ?? row.createdAt]));
}
