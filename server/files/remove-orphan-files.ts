import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { storedNamesOf } from '#server/files/store-upload.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';

/**
 * Files are written before their row is committed and removed after a row is deleted, so a server
 * killed in between leaves files no row names. Only files older than this process are removed:
 * a newer one may belong to a write still in progress.
 */
export async function removeOrphanFiles(deps: {
  db: Database;
  storages: FileStorage[];
  startedAt: Date;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { db, storages, startedAt, log } = deps;
  const { files } = db.tables;
  const rows = await db.read
    .select({ storedName: files.storedName, variants: files.variants })
    .from(files);
  const referenced = new Set(rows.flatMap(storedNamesOf));
  for (const storage of storages) {
    const removed = await storage.removeLeftovers(referenced, startedAt);
    if (removed.length > 0) log.warn({ removed }, 'removed files left by an interrupted write');
  }
}
