import { desc, eq, inArray, lt } from 'drizzle-orm';
import { trashDays, type TrashEntry, type TrashKind } from '#contracts/content/trash.ts';
import type { Database } from '#server/db/database.ts';
import { claimDailyRun } from '#server/db/daily-job.ts';
import { assertKnownIdShape, HttpError, notFound } from '#server/lib/http-errors.ts';
import { todayInKolkata } from '#server/lib/school-dates.ts';
import type { Actor, ContentWriter } from '#server/modules/content-writer/index.ts';
import type { TrashRecord } from './trash-record.ts';

/** What the trash needs of a kind's item resource (item-resource.ts). */
type Restorable = { restore(actor: Actor, entryId: string): Promise<void> };

const dayMs = 24 * 60 * 60 * 1000;

/** Who the audit log names for the daily purge. */
const purger = 'trash (after 30 days)';

/**
 * The trash of deleted news, notices, events, holidays and gallery posts: a delete moves the row
 * here (item-resource.ts), staff list and restore it, and each day the entries older than 30 days
 * are removed for good with their files, each purge audited, through the content writer.
 */
export function createTrashService(deps: {
  db: Database;
  write: ContentWriter;
  resources: Record<TrashKind, Restorable>;
}) {
  const { db, write, resources } = deps;
  const { trash, files } = db.tables;

  async function purge(entryId: string): Promise<boolean> {
    try {
      await write({
        actor: { username: purger },
        action: 'purge',
        entity: 'trash',
        work: async (tx) => {
          const [entry] = await tx.delete(trash).where(eq(trash.id, entryId)).returning();
          if (!entry) throw notFound();
          const { fileIds } = entry.record as TrashRecord;
          // The writer deletes their rows in this transaction and their bytes after it.
          const obsoleteFiles =
            fileIds.length > 0
              ? await tx.select().from(files).where(inArray(files.id, fileIds))
              : [];
          return {
            record: undefined,
            entityId: entry.itemId,
            summary: `${entry.title} (${entry.kind})`,
            obsoleteFiles,
          };
        },
      });
      return true;
    } catch (error) {
      // Restored or purged by another server meanwhile.
      if (error instanceof HttpError && error.statusCode === 404) return false;
      throw error;
    }
  }

  /** Removes for good the entries deleted more than 30 days before `now`; how many. */
  async function purgeExpired(now: Date): Promise<number> {
    const expired = await db.read
      .select({ id: trash.id })
      .from(trash)
      .where(lt(trash.deletedAt, new Date(now.getTime() - trashDays * dayMs)));
    let purged = 0;
    for (const { id } of expired) if (await purge(id)) purged += 1;
    return purged;
  }

  return {
    /** Newest first. */
    async list(): Promise<TrashEntry[]> {
      const rows = await db.read
        .select({
          id: trash.id,
          kind: trash.kind,
          title: trash.title,
          deletedAt: trash.deletedAt,
        })
        .from(trash)
        .orderBy(desc(trash.deletedAt), desc(trash.id));
      return rows.map((row) => ({
        ...row,
        kind: row.kind as TrashKind,
        deletedAt: row.deletedAt.toISOString(),
      }));
    },

    /** Back where it was, through its kind's resource (the same write path as a save). */
    async restore(actor: Actor, entryId: string): Promise<void> {
      assertKnownIdShape(entryId);
      const [entry] = await db.read
        .select({ kind: trash.kind })
        .from(trash)
        .where(eq(trash.id, entryId))
        .limit(1);
      const resource = entry && resources[entry.kind as TrashKind];
      if (!resource) throw notFound();
      await resource.restore(actor, entryId);
    },

    purgeExpired,

    /**
     * The daily job: the first server to claim the school's day purges (daily-job.ts), so with
     * several servers each entry is purged once.
     */
    async purgeDaily(now: Date): Promise<number> {
      if (!(await claimDailyRun(db, 'trash-purge', todayInKolkata(now)))) return 0;
      return purgeExpired(now);
    },
  };
}

export type TrashService = ReturnType<typeof createTrashService>;
