import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/database.ts';
import type { AuditAction } from '../../db/schema/shared-types.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuditRepository } from '../audit/audit-repository.ts';
import type { ResponseCache } from '../cache/response-cache.ts';
import { storedNamesOf, storeUpload, type FileRecord } from '../uploads/store-upload.ts';
import type { ValidatedUpload } from '../uploads/validate-upload.ts';

/** Who makes a change: an admin, or the demo seeder acting under its own name. */
export type Actor = { username: string };

export type WriteOutcome<T> = {
  record: T;
  entityId: string;
  summary: string;
  /** Files the change made unused: their rows go in the same transaction, their bytes after it. */
  obsoleteFiles?: FileRecord[];
};

export type WriteSpec<T> = {
  actor: Actor;
  action: AuditAction;
  entity: string;
  upload?: ValidatedUpload | undefined;
  work: (tx: Queryable, newFile: FileRecord | undefined) => Promise<WriteOutcome<T>>;
};

/**
 * The one path every content change takes, so none is half-done: new files are written (temp +
 * rename) first, then the rows, the file rows and the audit entry in one transaction. If that
 * fails the new files are removed; old files are removed only after the commit.
 */
export function createContentWriter(deps: {
  db: Database;
  storage: FileStorage;
  audit: AuditRepository;
  cache: ResponseCache;
  log: FastifyBaseLogger;
}) {
  const { db, storage, audit, cache, log } = deps;
  const { files } = db.tables;

  async function removeQuietly(names: string[]): Promise<void> {
    const results = await Promise.allSettled(names.map((name) => storage.remove(name)));
    for (const result of results) {
      if (result.status === 'rejected')
        log.error({ err: result.reason }, 'could not remove a stored file');
    }
  }

  return async function write<T>(spec: WriteSpec<T>): Promise<T> {
    const stored = spec.upload ? await storeUpload(storage, spec.upload) : undefined;
    let outcome: WriteOutcome<T>;
    try {
      outcome = await db.write(async (tx) => {
        if (stored) await tx.insert(files).values(stored.record);
        const result = await spec.work(tx, stored?.record);
        for (const file of result.obsoleteFiles ?? [])
          await tx.delete(files).where(eq(files.id, file.id));
        await audit.record(tx, {
          adminUsername: spec.actor.username,
          action: spec.action,
          entity: spec.entity,
          entityId: result.entityId,
          summary: result.summary,
        });
        return result;
      });
    } catch (error) {
      if (stored) await removeQuietly(stored.names);
      throw error;
    }
    cache.invalidate();
    await removeQuietly((outcome.obsoleteFiles ?? []).flatMap(storedNamesOf));
    return outcome.record;
  };
}

export type ContentWriter = ReturnType<typeof createContentWriter>;
