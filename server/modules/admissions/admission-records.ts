import { and, count, eq, inArray } from 'drizzle-orm';
import type {
  AdmissionDocument,
  AdmissionStage,
  ApplicationSummary,
  ClassSettings,
  InteractionSlot,
} from '#contracts/admissions.ts';
import type { Queryable, Tables } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { hashToken, newToken } from '#server/modules/circulars/index.ts';

export type ApplicationRow = Tables['admissionApplications']['$inferSelect'];
export type DocumentRow = Tables['admissionDocuments']['$inferSelect'];
export type SlotRow = Tables['admissionSlots']['$inferSelect'];
export type Actor = { username: string };

/** The stages that hold a seat: an offer (accepted or not yet) and an admission. */
export const seatHoldingStages: AdmissionStage[] = ['offered', 'admitted'];

/** The status page of a token, in the language applied in; the web pages answer there. */
export function statusUrlOf(publicUrl: string, token: string, language: 'en' | 'hi'): string {
  const prefix = language === 'hi' ? '/hi' : '';
  return `${publicUrl}${prefix}/admissions/status?token=${token}`;
}

/**
 * A fresh status link for a mail: 256 random bits, of which only the hash is stored (as the
 * subscriptions' links, decision 0016). Every link of an application stays valid until it is
 * deleted.
 */
export async function mintStatusToken(
  tx: Queryable,
  tables: Pick<Tables, 'admissionTokens'>,
  applicationId: string,
): Promise<string> {
  return (await mintStatusTokens(tx, tables, [applicationId])).get(applicationId)!;
}

/** A fresh status link for each of several applications, in one INSERT: token by application. */
export async function mintStatusTokens(
  tx: Queryable,
  tables: Pick<Tables, 'admissionTokens'>,
  applicationIds: string[],
): Promise<Map<string, string>> {
  const tokens = new Map(applicationIds.map((id) => [id, newToken()]));
  const createdAt = new Date();
  if (tokens.size)
    await tx.insert(tables.admissionTokens).values(
      [...tokens].map(([applicationId, token]) => ({
        tokenHash: hashToken(token),
        applicationId,
        createdAt,
      })),
    );
  return tokens;
}

export const staleTokenMessage =
  'This link is no longer valid. Please use the link in the latest e-mail from the school.';

/** The application a token opens, or a 404 that says what to do. */
export async function applicationOfToken(
  tx: Queryable,
  tables: Pick<Tables, 'admissionTokens' | 'admissionApplications'>,
  token: string,
): Promise<ApplicationRow> {
  const { admissionTokens, admissionApplications } = tables;
  const [row] = await tx
    .select({ application: admissionApplications })
    .from(admissionTokens)
    .innerJoin(admissionApplications, eq(admissionApplications.id, admissionTokens.applicationId))
    .where(eq(admissionTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new HttpError(404, staleTokenMessage);
  return row.application;
}

export async function documentsOf(
  tx: Queryable,
  tables: Pick<Tables, 'admissionDocuments'>,
  applicationIds: string[],
): Promise<DocumentRow[]> {
  if (!applicationIds.length) return [];
  const { admissionDocuments } = tables;
  return tx
    .select()
    .from(admissionDocuments)
    .where(inArray(admissionDocuments.applicationId, applicationIds));
}

/** What a document's state is read from; lists read no more of a document than this. */
type DocumentState = Pick<DocumentRow, 'document' | 'state' | 'reason'>;

/** Each required document's state: received, accepted, rejected (send it again) or missing. */
export function documentStates<Row extends DocumentState>(
  required: readonly AdmissionDocument[],
  received: Row[],
): Array<{
  document: AdmissionDocument;
  state: DocumentRow['state'] | 'missing';
  reason: string;
  row?: Row;
}> {
  const documents = [...new Set([...required, ...received.map((row) => row.document)])];
  return documents.map((document) => {
    const row = received.find((entry) => entry.document === document);
    return row
      ? { document, state: row.state, reason: row.reason, row }
      : { document, state: 'missing', reason: '' };
  });
}

/** Every required document received and none rejected. */
export function isComplete(required: readonly AdmissionDocument[], received: DocumentState[]) {
  return documentStates(required, received).every(
    (entry) => !required.includes(entry.document) || ['received', 'accepted'].includes(entry.state),
  );
}

export function requiredDocuments(classes: ClassSettings[], className: string) {
  return classes.find((row) => row.class === className)?.documents ?? [];
}

export function summaryOf(row: ApplicationRow, complete: boolean): ApplicationSummary {
  return {
    id: row.id,
    number: row.number,
    year: row.year,
    class: row.class,
    childName: row.childName,
    dateOfBirth: row.dateOfBirth,
    parentName: row.parentName,
    phone: row.phone,
    stage: row.stage,
    complete,
    duplicate: row.duplicate,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many applications booked each slot. */
export async function slotViews(
  tx: Queryable,
  tables: Pick<Tables, 'admissionApplications'>,
  slots: SlotRow[],
): Promise<InteractionSlot[]> {
  if (!slots.length) return [];
  const { admissionApplications } = tables;
  const booked = await tx
    .select({ slotId: admissionApplications.slotId, n: count() })
    .from(admissionApplications)
    .where(
      inArray(
        admissionApplications.slotId,
        slots.map((slot) => slot.id),
      ),
    )
    .groupBy(admissionApplications.slotId);
  const byId = new Map(booked.map((row) => [row.slotId, Number(row.n)]));
  return slots.map((slot) => ({
    id: slot.id,
    year: slot.year,
    class: slot.class as InteractionSlot['class'],
    date: slot.date,
    time: slot.time,
    place: slot.place,
    capacity: slot.capacity,
    booked: byId.get(slot.id) ?? 0,
  }));
}

/** Offers and admissions of a class, counted inside the write that may add one. */
export async function seatsTaken(
  tx: Queryable,
  tables: Pick<Tables, 'admissionApplications'>,
  year: string,
  className: string,
): Promise<number> {
  const { admissionApplications: apps } = tables;
  const [row] = await tx
    .select({ n: count() })
    .from(apps)
    .where(
      and(
        eq(apps.year, year),
        eq(apps.class, className as ApplicationRow['class']),
        inArray(apps.stage, seatHoldingStages),
      ),
    );
  return Number(row?.n ?? 0);
}
