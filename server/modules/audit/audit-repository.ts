import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { AuditEntry } from '#contracts/content/audit.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import type { AuditAction } from '#server/db/schema/shared-types.ts';

export type AuditRecord = {
  adminUsername: string;
  action: AuditAction;
  entity: string;
  entityId: string;
  summary: string;
};

export function createAuditRepository(db: Database) {
  const { auditLog } = db.tables;
  /** Called inside the write's own transaction, so a change and its audit entry stand or fall together. */
  const record = async (tx: Queryable, entry: AuditRecord): Promise<void> => {
    await tx.insert(auditLog).values({ id: randomUUID(), ...entry, at: new Date() });
  };
  return {
    record,

    /** An event that is not part of a change (a sign-in), in a transaction of its own. */
    async append(entry: AuditRecord): Promise<void> {
      await db.write((tx) => record(tx, entry));
    },

    async list(limit: number): Promise<AuditEntry[]> {
      const rows = await db.read
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
