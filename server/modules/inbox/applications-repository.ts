import { and, desc, eq } from 'drizzle-orm';
import {
  applicationStatusLabels,
  type ApplicationFilter,
  type ApplicationReview,
  type InboxApplication,
} from '#contracts/inbox.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import { notFound } from '#server/lib/http-errors.ts';
import { readPositionLabels } from '#server/modules/careers/index.ts';
import { applicationView } from './inbox-views.ts';

type Actor = { username: string };

/** Career applications as staff review them: filtered lists, and their status and notes. */
export function createApplicationsRepository(db: Database, audit: AuditRepository) {
  const { careerApplications, careerPositions, files } = db.tables;

  const select = (tx: Queryable) =>
    tx
      .select()
      .from(careerApplications)
      .leftJoin(files, eq(careerApplications.resumeFileId, files.id));

  async function find(tx: Queryable, id: string): Promise<InboxApplication | undefined> {
    const [row] = await select(tx).where(eq(careerApplications.id, id)).limit(1);
    return (
      row &&
      applicationView(
        row.career_applications,
        row.files,
        await readPositionLabels(tx, careerPositions),
      )
    );
  }

  return {
    /** Newest first; `limit` is left out by the export, which must not drop older matches. */
    async list(filter: ApplicationFilter, limit?: number): Promise<InboxApplication[]> {
      const query = select(db.read)
        .where(
          and(
            filter.status && eq(careerApplications.status, filter.status),
            filter.position ? eq(careerApplications.position, filter.position) : undefined,
          ),
        )
        .orderBy(desc(careerApplications.createdAt), desc(careerApplications.id));
      const rows = await (limit === undefined ? query : query.limit(limit));
      const labelOf = await readPositionLabels(db.read, careerPositions);
      return rows.map((row) => applicationView(row.career_applications, row.files, labelOf));
    },

    /** Sets the status and/or notes; each actual change gets its own audit entry. */
    async review(id: string, review: ApplicationReview, actor: Actor): Promise<InboxApplication> {
      return db.write(async (tx) => {
        const before = await find(tx, id);
        if (!before) throw notFound();
        const changes: Array<{ values: Partial<ApplicationReview>; summary: string }> = [];
        if (review.status !== undefined && review.status !== before.status)
          changes.push({
            values: { status: review.status },
            summary: `Status changed from ${applicationStatusLabels[before.status]} to ${applicationStatusLabels[review.status]}`,
          });
        // The notes' text stays out of the log: it is personal data the log would outlive.
        if (review.notes !== undefined && review.notes !== before.notes)
          changes.push({ values: { notes: review.notes }, summary: 'Notes edited' });
        for (const change of changes) {
          await tx
            .update(careerApplications)
            .set(change.values)
            .where(eq(careerApplications.id, id));
          await audit.record(tx, {
            adminUsername: actor.username,
            action: 'update',
            entity: 'career_applications',
            entityId: id,
            summary: change.summary,
          });
        }
        return changes.length === 0 ? before : (await find(tx, id))!;
      });
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
