import { and, asc, count, eq, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import {
  admissionDocumentLabels,
  admissionStageLabels,
  applicationPageSize,
  canMove,
  deletableStages,
  type AdmissionDocument,
  type ApplicationReview,
  type ApplicationSummary,
  type StaffApplication,
  type StaffApplicationFilter,
  type StaffApplicationList,
} from '#contracts/admissions.ts';
import type { Queryable } from '#server/db/database.ts';
import { HttpError, notFound } from '#server/lib/http-errors.ts';
import { addDays } from '#server/lib/school-dates.ts';
import { groupBy } from '#server/lib/group-by.ts';
import type { FileRecord } from '#server/files/store-upload.ts';
import type { AdmissionDeps } from './admission-deps.ts';
import type { AdmissionEnquiries } from './admission-enquiries.ts';
import { queueAdmissionMail } from './admission-outbox.ts';
import {
  assertSeatLeft,
  lockYear,
  offerNextWaitlisted,
  waitlistOfferDays,
} from './admission-offers.ts';
import {
  documentStates,
  documentsOf,
  isComplete,
  requiredDocuments,
  slotViews,
  summaryOf,
  type Actor,
  type ApplicationRow,
} from './admission-records.ts';

/** A document as the office's messages name it: "the photograph of the child". */
const documentName = (document: AdmissionDocument) =>
  admissionDocumentLabels[document].en.toLowerCase();

/** Staff's side: lists with counts, one application with its documents, and its review. */
export function createAdmissionReview(
  deps: AdmissionDeps,
  enquiries: Pick<AdmissionEnquiries, 'counts'>,
) {
  const { db, audit } = deps;
  const { admissionApplications: apps, admissionDocuments, admissionSlots, files } = db.tables;

  async function classesOf(years: string[]) {
    const all = await Promise.all([...new Set(years)].map((year) => deps.settings.read(year)));
    return new Map(
      all.flatMap((settings) => (settings ? [[settings.year, settings.classes]] : [])),
    );
  }

  async function view(tx: Queryable, row: ApplicationRow): Promise<StaffApplication> {
    const received = await documentsOf(tx, db.tables, [row.id]);
    const required = requiredDocuments(
      (await deps.settings.readIn(tx, row.year))?.classes ?? [],
      row.class,
    );
    const fileRows = received.length
      ? await tx
          .select()
          .from(files)
          .where(
            inArray(
              files.id,
              received.map((entry) => entry.fileId),
            ),
          )
      : [];
    const [slot] = row.slotId
      ? await slotViews(
          tx,
          db.tables,
          await tx.select().from(admissionSlots).where(eq(admissionSlots.id, row.slotId)),
        )
      : [];
    return {
      ...summaryOf(row, isComplete(required, received)),
      gender: row.gender,
      previousSchool: row.previousSchool,
      previousClass: row.previousClass,
      email: row.email,
      occupation: row.occupation,
      secondGuardianName: row.secondGuardianName,
      secondGuardianPhone: row.secondGuardianPhone,
      secondGuardianEmail: row.secondGuardianEmail,
      secondGuardianOccupation: row.secondGuardianOccupation,
      address: row.address,
      siblings: row.siblings,
      language: row.language,
      consentVersion: row.consentVersion,
      consentedAt: row.consentedAt.toISOString(),
      notes: row.notes,
      documents: documentStates(required, received).map(({ row: entry, ...state }) => {
        const file = entry && fileRows.find((candidate) => candidate.id === entry.fileId);
        return {
          ...state,
          file: file
            ? {
                id: file.id,
                originalName: file.originalName,
                contentType: file.contentType,
                byteSize: file.byteSize,
              }
            : null,
        };
      }),
      slot: slot ?? null,
      offerDeadline: row.offerDeadline,
      offerAccepted: row.offerAcceptedAt !== null,
    };
  }

  async function find(tx: Queryable, id: string): Promise<ApplicationRow> {
    const [row] = await tx.select().from(apps).where(eq(apps.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  const oldestFirst = [asc(apps.createdAt), asc(apps.number)];
  const matching = (filter: StaffApplicationFilter) =>
    and(
      filter.year ? eq(apps.year, filter.year) : undefined,
      filter.class ? eq(apps.class, filter.class) : undefined,
      filter.stage ? eq(apps.stage, filter.stage) : undefined,
    );

  /** Summaries of rows, each with whether its documents are complete. */
  async function summaries(rows: ApplicationRow[]): Promise<ApplicationSummary[]> {
    const received = await documentsOf(
      db.read,
      db.tables,
      rows.map((row) => row.id),
    );
    const classes = await classesOf(rows.map((row) => row.year));
    const receivedBy = groupBy(received, (entry) => entry.applicationId);
    return rows.map((row) =>
      summaryOf(
        row,
        isComplete(
          requiredDocuments(classes.get(row.year) ?? [], row.class),
          receivedBy.get(row.id) ?? [],
        ),
      ),
    );
  }

  async function pageOf(filter: StaffApplicationFilter, page: number) {
    const where = await whereOf(filter);
    const [rows, [total]] = await Promise.all([
      db.read
        .select()
        .from(apps)
        .where(where)
        .orderBy(...oldestFirst)
        .limit(applicationPageSize)
        .offset((page - 1) * applicationPageSize),
      db.read.select({ n: count() }).from(apps).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }

  /**
   * Whether an application's documents are complete depends on its class's settings: each
   * year's classes become one SQL condition (every required document received or accepted), so
   * the database pages the list as it does the others.
   */
  async function completeCondition(filter: StaffApplicationFilter): Promise<SQL> {
    const years = filter.year
      ? [await deps.settings.read(filter.year)]
      : await deps.settings.list();
    const required = years.flatMap((settings) =>
      (settings?.classes ?? [])
        .filter((entry) => entry.documents.length > 0)
        .map((entry) => ({ year: settings!.year, ...entry })),
    );
    const hasAll = (documents: readonly string[]) =>
      sql`(${db.read
        .select({ n: count() })
        .from(admissionDocuments)
        .where(
          and(
            eq(admissionDocuments.applicationId, apps.id),
            inArray(admissionDocuments.document, documents as AdmissionDocument[]),
            inArray(admissionDocuments.state, ['received', 'accepted']),
          ),
        )}) = ${documents.length}`;
    // A class that asks for no document, or has no settings, is complete.
    const asking = required.map((entry) =>
      and(eq(apps.year, entry.year), eq(apps.class, entry.class)),
    );
    const complete = or(
      ...required.map((entry) =>
        and(eq(apps.year, entry.year), eq(apps.class, entry.class), hasAll(entry.documents)),
      ),
      asking.length ? not(or(...asking)!) : sql`true`,
    )!;
    return filter.complete === 'true' ? complete : not(complete);
  }

  /** The filters as one condition: the columns, and the documents when asked. */
  async function whereOf(filter: StaffApplicationFilter): Promise<SQL | undefined> {
    return and(matching(filter), filter.complete ? await completeCondition(filter) : undefined);
  }

  return {
    /**
     * One page, oldest first (the order they came in); counts are per class and stage of the
     * year. Only the page's rows and their documents are read.
     */
    async list(filter: StaffApplicationFilter): Promise<StaffApplicationList> {
      const page = filter.page ?? 1;
      const [found, counts, enquiryCounts] = await Promise.all([
        pageOf(filter, page),
        db.read
          .select({ class: apps.class, stage: apps.stage, count: count() })
          .from(apps)
          .where(filter.year ? eq(apps.year, filter.year) : undefined)
          .groupBy(apps.class, apps.stage),
        filter.year ? enquiries.counts(filter.year) : [],
      ]);
      return {
        items: await summaries(found.rows),
        total: found.total,
        page,
        pageSize: applicationPageSize,
        counts: counts.map((row) => ({ ...row, count: Number(row.count) })),
        enquiries: enquiryCounts,
      };
    },

    /** Every application the filters match, oldest first (the CSV, and Today's new ones). */
    async listAll(filter: Omit<StaffApplicationFilter, 'page'>): Promise<ApplicationSummary[]> {
      const rows = await db.read
        .select()
        .from(apps)
        .where(await whereOf(filter))
        .orderBy(...oldestFirst);
      return summaries(rows);
    },

    async get(id: string): Promise<StaffApplication> {
      return view(db.read, await find(db.read, id));
    },

    /** A received document's file, for staff only. */
    async documentFile(id: string, document: string): Promise<FileRecord | undefined> {
      const [row] = await db.read
        .select({ file: files })
        .from(admissionDocuments)
        .innerJoin(files, eq(files.id, admissionDocuments.fileId))
        .where(
          and(
            eq(admissionDocuments.applicationId, id),
            eq(admissionDocuments.document, document as 'photo'),
          ),
        )
        .limit(1);
      return row?.file;
    },

    /**
     * Verdicts on documents, notes, and a move to another stage (contracts/admissions.ts
     * stageTransitions), audited; the parent is mailed of a new stage. An offer needs a seat
     * (seats − RTE seats − offered or admitted); a withdrawn offer frees its seat for the
     * waiting list.
     */
    async review(id: string, body: ApplicationReview, actor: Actor): Promise<StaffApplication> {
      const today = deps.today();
      const result = await db.write(async (tx) => {
        const row = await find(tx, id);
        const settings = await deps.settings.readIn(tx, row.year);
        const classSettings = settings?.classes.find((entry) => entry.class === row.class);
        const changes: string[] = [];
        for (const verdict of body.documents ?? []) {
          const [updated] = await tx
            .update(admissionDocuments)
            .set({
              state: verdict.verdict,
              reason: verdict.verdict === 'rejected' ? verdict.reason : '',
            })
            .where(
              and(
                eq(admissionDocuments.applicationId, id),
                eq(admissionDocuments.document, verdict.document),
              ),
            )
            .returning({ id: admissionDocuments.id });
          if (!updated)
            throw new HttpError(
              400,
              `The ${documentName(verdict.document)} was not received, so it cannot be checked.`,
            );
          changes.push(`${verdict.document} ${verdict.verdict}`);
        }
        const update: Partial<ApplicationRow> = { updatedAt: new Date() };
        if (body.notes !== undefined && body.notes !== row.notes) {
          update.notes = body.notes;
          changes.push('notes');
        }
        const stage = body.stage;
        if (body.offerDeadline && body.offerDeadline < today)
          throw new HttpError(400, 'The offer deadline must not be in the past.');
        if (stage && stage !== row.stage) {
          if (!canMove(row.stage, stage))
            throw new HttpError(
              409,
              `An application that is "${admissionStageLabels[row.stage].en}" cannot become "${admissionStageLabels[stage].en}".`,
            );
          if (stage === 'documents-verified') {
            const received = await documentsOf(tx, db.tables, [id]);
            const required = classSettings?.documents ?? [];
            const unchecked = documentStates(required, received).filter(
              (entry) => required.includes(entry.document) && entry.state !== 'accepted',
            );
            if (unchecked.length)
              throw new HttpError(
                409,
                `Accept every required document first (${unchecked.map((entry) => admissionDocumentLabels[entry.document].en).join(', ')}).`,
              );
          }
          if (stage === 'offered' || row.stage === 'offered') await lockYear(db, tx, row.year);
          if (stage === 'offered') {
            if (!classSettings) throw new HttpError(409, 'The class takes no children this year.');
            await assertSeatLeft(db, tx, classSettings, row.year);
            update.offerDeadline = body.offerDeadline ?? addDays(today, waitlistOfferDays);
            update.offerAcceptedAt = null;
          }
          update.stage = stage;
          changes.push(`stage ${row.stage} → ${stage}`);
        } else if (body.offerDeadline && row.stage === 'offered') {
          update.offerDeadline = body.offerDeadline;
          changes.push(`offer deadline ${body.offerDeadline}`);
        }
        const [updated] = await tx
          .update(apps)
          .set(update)
          .where(and(eq(apps.id, id), eq(apps.stage, row.stage)))
          .returning();
        if (!updated)
          throw new HttpError(409, 'The application was changed meanwhile. Please reload it.');
        // A refused document is mailed while the parent can still send it again from the status
        // page: otherwise they would learn of it only by opening the page unasked.
        const refused = (body.documents ?? []).filter((entry) => entry.verdict === 'rejected');
        if (refused.length && deletableStages.includes(updated.stage))
          await queueAdmissionMail(tx, db.tables, id, {
            mail: 'refused',
            documents: refused.map(({ document, reason }) => ({ document, reason })),
          });
        if (stage && stage !== row.stage) {
          await queueAdmissionMail(tx, db.tables, id, { mail: 'stage', stage });
          // A withdrawn offer frees its seat for the waiting list; an admission keeps it.
          if (row.stage === 'offered' && stage === 'withdrawn' && classSettings) {
            const next = await offerNextWaitlisted(db, tx, classSettings, row.year, today);
            if (next) {
              await queueAdmissionMail(tx, db.tables, next.id, { mail: 'stage', stage: 'offered' });
              await audit.record(tx, {
                adminUsername: actor.username,
                action: 'update',
                entity: 'admission-application',
                entityId: next.id,
                summary: `${next.number}: offered from the waiting list`,
              });
            }
          }
        }
        if (changes.length)
          await audit.record(tx, {
            adminUsername: actor.username,
            action: 'update',
            entity: 'admission-application',
            entityId: id,
            summary: `${row.number}: ${changes.join(', ')}`,
          });
        return view(tx, updated);
      });
      deps.queued();
      return result;
    },
  };
}
export type AdmissionReview = ReturnType<typeof createAdmissionReview>;
