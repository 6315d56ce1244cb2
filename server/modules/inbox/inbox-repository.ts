import { desc, eq } from 'drizzle-orm';
import type { InboxItem, InboxKind } from '#contracts/inbox.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { readPositionLabels } from '#server/modules/careers/index.ts';
import { applicationView, messageView } from './inbox-views.ts';

/** Newest of each kind shown; older ones stay stored (a school gets far fewer than this). */
const listLimit = 500;

export type InboxChange = { read?: true; handled?: boolean };
type Actor = { username: string };

const entityOf: Record<InboxKind, string> = {
  messages: 'contact_messages',
  applications: 'career_applications',
};

export function createInboxRepository(db: Database, audit: AuditRepository) {
  const { contactMessages, careerApplications, careerPositions, files } = db.tables;

  async function findItem(
    tx: Queryable,
    kind: InboxKind,
    id: string,
  ): Promise<InboxItem | undefined> {
    if (kind === 'messages') {
      const [row] = await tx
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .limit(1);
      return row && messageView(row);
    }
    const [row] = await tx
      .select()
      .from(careerApplications)
      .leftJoin(files, eq(careerApplications.resumeFileId, files.id))
      .where(eq(careerApplications.id, id))
      .limit(1);
    return (
      row &&
      applicationView(
        row.career_applications,
        row.files,
        await readPositionLabels(tx, careerPositions),
      )
    );
  }

  async function setStates(
    tx: Queryable,
    kind: InboxKind,
    id: string,
    values: { readAt?: Date; handledAt?: Date | null },
  ) {
    if (kind === 'messages')
      await tx.update(contactMessages).set(values).where(eq(contactMessages.id, id));
    else await tx.update(careerApplications).set(values).where(eq(careerApplications.id, id));
  }

  return {
    async list(): Promise<InboxItem[]> {
      const [messages, applications] = await Promise.all([
        db.read
          .select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt))
          .limit(listLimit),
        db.read
          .select()
          .from(careerApplications)
          .leftJoin(files, eq(careerApplications.resumeFileId, files.id))
          .orderBy(desc(careerApplications.createdAt))
          .limit(listLimit),
      ]);
      const labelOf = await readPositionLabels(db.read, careerPositions);
      const items: InboxItem[] = [
        ...messages.map(messageView),
        ...applications.map((row) => applicationView(row.career_applications, row.files, labelOf)),
      ];
      // ISO times in UTC sort as text; the id breaks ties so the order is stable.
      return items.sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
      );
    },

    /** Marks read and/or (un)handled; handling implies read. Audited only when something changed. */
    async change(
      kind: InboxKind,
      id: string,
      change: InboxChange,
      actor: Actor,
    ): Promise<InboxItem> {
      return db.write(async (tx) => {
        const item = await findItem(tx, kind, id);
        if (!item) throw notFound();
        const now = new Date();
        const values: { readAt?: Date; handledAt?: Date | null } = {};
        if ((change.read || change.handled) && !item.readAt) values.readAt = now;
        if (change.handled === true && !item.handledAt) values.handledAt = now;
        if (change.handled === false && item.handledAt) values.handledAt = null;
        if (Object.keys(values).length === 0) return item;
        await setStates(tx, kind, id, values);
        const what = [
          values.readAt && 'read',
          values.handledAt && 'handled',
          values.handledAt === null && 'not handled',
        ];
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'update',
          entity: entityOf[kind],
          entityId: id,
          summary: `Marked ${what.filter(Boolean).join(' and ')}`,
        });
        return (await findItem(tx, kind, id))!;
      });
    },

    /** Deletes the item (and an application's resume row); returns stored names to remove after the commit. */
    async remove(kind: InboxKind, id: string, actor: Actor): Promise<string[]> {
      return db.write(async (tx) => {
        let storedNames: string[] = [];
        if (kind === 'messages') {
          const deleted = await tx
            .delete(contactMessages)
            .where(eq(contactMessages.id, id))
            .returning({ id: contactMessages.id });
          if (deleted.length === 0) throw notFound();
        } else {
          const deleted = await tx
            .delete(careerApplications)
            .where(eq(careerApplications.id, id))
            .returning({ resumeFileId: careerApplications.resumeFileId });
          if (deleted.length === 0) throw notFound();
          const fileId = deleted[0]!.resumeFileId;
          if (fileId) {
            const removed = await tx
              .delete(files)
              .where(eq(files.id, fileId))
              .returning({ storedName: files.storedName });
            storedNames = removed.map((file) => file.storedName);
          }
        }
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'delete',
          entity: entityOf[kind],
          entityId: id,
          summary:
            kind === 'messages'
              ? 'Deleted a contact message'
              : 'Deleted a career application and its resume',
        });
        return storedNames;
      });
    },

    /** The resume's file row of an application, if it has one. */
    async resumeOf(applicationId: string) {
      const [row] = await db.read
        .select({ file: files })
        .from(careerApplications)
        .innerJoin(files, eq(careerApplications.resumeFileId, files.id))
        .where(eq(careerApplications.id, applicationId))
        .limit(1);
      return row?.file;
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
