import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte } from 'drizzle-orm';
import {
  admissionDocumentLabels,
  deletableStages,
  type AdmissionDocument,
  type ApplicationStatus,
} from '#contracts/admissions.ts';
import { brokenConstraint } from '#server/db/constraint-errors.ts';
import type { Queryable } from '#server/db/database.ts';
import { assertKnownIdShape, HttpError } from '#server/lib/http-errors.ts';
import { storeUpload, storedNamesOf } from '#server/files/store-upload.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';
import { removeStored } from './admission-applications.ts';
import type { AdmissionDeps } from './admission-deps.ts';
import { queueAdmissionMail } from './admission-outbox.ts';
import { mailDate } from './admission-mails.ts';
import { lockYear, offerNextWaitlisted } from './admission-offers.ts';
import {
  applicationOfToken,
  documentStates,
  documentsOf,
  requiredDocuments,
  slotViews,
  type ApplicationRow,
} from './admission-records.ts';
import { deleteApplicationRows } from './delete-application.ts';

const parent = { username: 'parent' };
/** Stages in which the parent may still book or change the time to meet. */
const bookingStages = ['documents-verified', 'interaction-scheduled'];
const slotNotOffered = 'This time is not offered. Please choose another.';
/** Another request (staff, the daily job, a second tab) moved the application first. */
const changedMeanwhile =
  'The application was changed meanwhile, so this was not done. Please reload the page to see where it stands.';

function assertDocumentsOpen(row: ApplicationRow) {
  if (!deletableStages.includes(row.stage))
    throw new HttpError(409, 'Documents can no longer be changed for this application.');
}

/** The parent's side, opened by the token of a mailed link. */
export function createAdmissionStatus(deps: AdmissionDeps) {
  const { db, audit } = deps;
  const { admissionApplications: apps, admissionDocuments, admissionSlots, files } = db.tables;

  async function statusOf(tx: Queryable, row: ApplicationRow): Promise<ApplicationStatus> {
    const settings = await deps.settings.readIn(tx, row.year);
    const required = requiredDocuments(settings?.classes ?? [], row.class);
    const received = await documentsOf(tx, db.tables, [row.id]);
    const today = deps.today();
    const slots = await slotViews(
      tx,
      db.tables,
      await tx
        .select()
        .from(admissionSlots)
        .where(
          and(
            eq(admissionSlots.year, row.year),
            eq(admissionSlots.class, row.class),
            gte(admissionSlots.date, today),
          ),
        )
        .orderBy(asc(admissionSlots.date), asc(admissionSlots.time)),
    );
    const booked = row.slotId
      ? (
          await slotViews(
            tx,
            db.tables,
            await tx.select().from(admissionSlots).where(eq(admissionSlots.id, row.slotId)),
          )
        )[0]
      : undefined;
    return {
      number: row.number,
      year: row.year,
      class: row.class,
      childName: row.childName,
      stage: row.stage,
      documents: documentStates(required, received).map(({ document, state, reason }) => ({
        document,
        state,
        reason,
      })),
      slot: booked ?? null,
      openSlots: bookingStages.includes(row.stage)
        ? slots.filter((slot) => slot.booked < slot.capacity && slot.id !== row.slotId)
        : [],
      offerDeadline: row.stage === 'offered' ? row.offerDeadline : null,
      offerAccepted: row.offerAcceptedAt !== null,
      canDelete: deletableStages.includes(row.stage),
      language: row.language,
    };
  }

  return {
    async status(token: string): Promise<ApplicationStatus> {
      return statusOf(db.read, await applicationOfToken(db.read, db.tables, token));
    },

    /**
     * A missing or rejected document sent again; a received or accepted one stays as it is. The
     * checks are made again inside the write that decides: the parent may have deleted the
     * application or sent the document from another tab meanwhile.
     */
    async resend(
      token: string,
      document: AdmissionDocument,
      upload: ValidatedUpload | undefined,
    ): Promise<ApplicationStatus> {
      if (!upload)
        throw new HttpError(400, 'Please attach the document.', [
          { field: 'file', message: 'Please attach the document.' },
        ]);
      // Refused before anything is stored (decision 0029); decided again in the write below.
      assertDocumentsOpen(await applicationOfToken(db.read, db.tables, token));
      const label = admissionDocumentLabels[document].en.toLowerCase();
      const receivedAlready = () => new HttpError(409, `The ${label} was received already.`);
      const stored = await storeUpload(deps.storage, upload);
      let replaced: string[] = [];
      let row: ApplicationRow;
      try {
        row = await db.write(async (tx) => {
          const row = await applicationOfToken(tx, db.tables, token);
          assertDocumentsOpen(row);
          const [existing] = (await documentsOf(tx, db.tables, [row.id])).filter(
            (entry) => entry.document === document,
          );
          if (existing && existing.state !== 'rejected') throw receivedAlready();
          await tx.insert(files).values(stored.record);
          if (existing) {
            const [old] = await tx.select().from(files).where(eq(files.id, existing.fileId));
            // Only while still rejected: of two sends at once, one replaces it.
            const [updated] = await tx
              .update(admissionDocuments)
              .set({ fileId: stored.record.id, state: 'received', reason: '' })
              .where(
                and(
                  eq(admissionDocuments.id, existing.id),
                  eq(admissionDocuments.state, 'rejected'),
                ),
              )
              .returning({ id: admissionDocuments.id });
            if (!updated) throw receivedAlready();
            if (old) {
              await tx.delete(files).where(eq(files.id, old.id));
              replaced = storedNamesOf(old);
            }
          } else {
            await tx.insert(admissionDocuments).values({
              id: randomUUID(),
              applicationId: row.id,
              document,
              fileId: stored.record.id,
              state: 'received',
              createdAt: new Date(),
            });
          }
          await audit.record(tx, {
            adminUsername: parent.username,
            action: 'update',
            entity: 'admission-application',
            entityId: row.id,
            summary: `${row.number}: ${document} sent again`,
          });
          return row;
        });
      } catch (error) {
        await removeStored(deps, [{ upload: stored }]);
        const broken = brokenConstraint(error);
        if (broken === 'unique') throw receivedAlready();
        if (broken === 'foreign-key') throw new HttpError(409, changedMeanwhile);
        throw error;
      }
      await Promise.allSettled(replaced.map((name) => deps.storage.remove(name)));
      return statusOf(db.read, row);
    },

    /** Books a time to meet; refused when it is full (counted with the slot held, PostgreSQL). */
    async book(token: string, slotId: string): Promise<ApplicationStatus> {
      const row = await db.write(async (tx) => {
        const row = await applicationOfToken(tx, db.tables, token);
        if (!bookingStages.includes(row.stage))
          throw new HttpError(409, 'A time to meet can be chosen once the documents are verified.');
        // Before the query: PostgreSQL refuses to compare a malformed id with a uuid column.
        assertKnownIdShape(slotId, slotNotOffered);
        const select = tx.select().from(admissionSlots).where(eq(admissionSlots.id, slotId));
        const [slot] = db.dialect === 'postgres' ? await select.for('update') : await select;
        if (!slot || slot.year !== row.year || slot.class !== row.class || slot.date < deps.today())
          throw new HttpError(404, slotNotOffered);
        const [view] = await slotViews(tx, db.tables, [slot]);
        if (row.slotId !== slot.id && view!.booked >= slot.capacity)
          throw new HttpError(409, 'This time is full. Please choose another.');
        const [updated] = await tx
          .update(apps)
          .set({ slotId: slot.id, stage: 'interaction-scheduled', updatedAt: new Date() })
          .where(and(eq(apps.id, row.id), eq(apps.stage, row.stage)))
          .returning();
        if (!updated) throw new HttpError(409, changedMeanwhile);
        if (row.stage !== 'interaction-scheduled')
          await queueAdmissionMail(tx, db.tables, updated.id, {
            mail: 'stage',
            stage: updated.stage,
          });
        await audit.record(tx, {
          adminUsername: parent.username,
          action: 'update',
          entity: 'admission-application',
          entityId: row.id,
          summary: `${row.number}: booked ${slot.date} ${slot.time}`,
        });
        return updated;
      });
      deps.queued();
      return statusOf(db.read, row);
    },

    /** Accepts the offered seat, or declines it and frees it for the waiting list. */
    async decide(token: string, decision: 'accept' | 'decline'): Promise<ApplicationStatus> {
      const today = deps.today();
      const row = await db.write(async (tx) => {
        const row = await applicationOfToken(tx, db.tables, token);
        if (row.stage !== 'offered')
          throw new HttpError(409, 'No seat is offered to this application.');
        if (row.offerDeadline && row.offerDeadline < today)
          throw new HttpError(409, `The offer ended on ${mailDate(row.offerDeadline, 'en')}.`);
        if (decision === 'accept') {
          const [updated] = await tx
            .update(apps)
            .set({ offerAcceptedAt: new Date(), updatedAt: new Date() })
            .where(and(eq(apps.id, row.id), eq(apps.stage, 'offered')))
            .returning();
          // A decline in another tab, staff withdrawing the offer or its expiry came first.
          if (!updated) throw new HttpError(409, changedMeanwhile);
          await audit.record(tx, {
            adminUsername: parent.username,
            action: 'update',
            entity: 'admission-application',
            entityId: row.id,
            summary: `${row.number}: offer accepted`,
          });
          return updated;
        }
        await lockYear(db, tx, row.year);
        const [updated] = await tx
          .update(apps)
          .set({ stage: 'withdrawn', updatedAt: new Date() })
          .where(and(eq(apps.id, row.id), eq(apps.stage, 'offered')))
          .returning();
        if (!updated) throw new HttpError(409, changedMeanwhile);
        await audit.record(tx, {
          adminUsername: parent.username,
          action: 'update',
          entity: 'admission-application',
          entityId: row.id,
          summary: `${row.number}: offer declined`,
        });
        await queueAdmissionMail(tx, db.tables, updated.id, { mail: 'stage', stage: 'withdrawn' });
        const classSettings = (await deps.settings.readIn(tx, row.year))?.classes.find(
          (entry) => entry.class === row.class,
        );
        const next =
          classSettings && (await offerNextWaitlisted(db, tx, classSettings, row.year, today));
        if (next) {
          await queueAdmissionMail(tx, db.tables, next.id, { mail: 'stage', stage: 'offered' });
          await audit.record(tx, {
            adminUsername: parent.username,
            action: 'update',
            entity: 'admission-application',
            entityId: next.id,
            summary: `${next.number}: offered from the waiting list`,
          });
        }
        return updated;
      });
      deps.queued();
      return statusOf(db.read, row);
    },

    /** The parent's request to delete, before a seat is offered: everything goes, audited. */
    async remove(token: string): Promise<{ message: string }> {
      const names = await db.write(async (tx) => {
        const row = await applicationOfToken(tx, db.tables, token);
        if (!deletableStages.includes(row.stage))
          throw new HttpError(
            409,
            'Once a seat is offered, please ask the school office to withdraw the application.',
          );
        const names = await deleteApplicationRows(tx, db.tables, row.id);
        await audit.record(tx, {
          adminUsername: parent.username,
          action: 'delete',
          entity: 'admission-application',
          entityId: row.id,
          summary: `${row.number}: deleted at the parent's request`,
        });
        return names;
      });
      await Promise.allSettled(names.map((name) => deps.storage.remove(name)));
      return { message: 'The application and its documents are deleted.' };
    },
  };
}
export type AdmissionStatus = ReturnType<typeof createAdmissionStatus>;
