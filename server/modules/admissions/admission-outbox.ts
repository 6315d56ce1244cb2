import { inArray } from 'drizzle-orm';
import type { Queryable, Tables } from '#server/db/database.ts';
import type { OutgoingMail } from '#server/mail/mailer.ts';
import { insertOutboxRows } from '#server/modules/circulars/index.ts';
import type { AdmissionDeps } from './admission-deps.ts';
import { receivedMail, refusedMail, stageMail, type RefusedDocument } from './admission-mails.ts';
import { mintStatusTokens, statusUrlOf } from './admission-records.ts';
import type { AdmissionStage } from '#contracts/admissions.ts';

/**
 * What an `admission` outbox row mails: the acknowledgement, the stage it moved to, or the
 * documents staff refused, with the reasons the parent reads.
 */
export type AdmissionMailPayload =
  | { mail: 'received' }
  | { mail: 'stage'; stage: AdmissionStage }
  | { mail: 'refused'; documents: RefusedDocument[] };

/**
 * Queues a mail to the application's parent in the write that changed it (decision 0017's
 * outbox): the change and its mail are saved together or not at all, and a crash before the
 * send leaves the row to send later. The caller wakes the worker after the commit.
 */
export async function queueAdmissionMail(
  tx: Queryable,
  tables: Pick<Tables, 'outbox'>,
  applicationId: string,
  payload: AdmissionMailPayload,
): Promise<void> {
  await insertOutboxRows(tx, tables, [
    { kind: 'admission', admissionApplicationId: applicationId, payload },
  ]);
}

/**
 * The mails of a batch's `admission` rows when the worker sends them: in the language applied in,
 * with a fresh status link (only its hash is stored). The link is minted once per application of
 * the batch, together with reading the applications: mails of one application sent together
 * carry the same link, and it is stored before any of them leaves. A row whose application was
 * deleted gets the reason there is nothing to send.
 */
export async function renderAdmissionMails(
  deps: Pick<AdmissionDeps, 'db' | 'publicUrl' | 'school'>,
  rows: Array<{ id: string; admissionApplicationId: string | null; payload: unknown }>,
): Promise<Map<string, OutgoingMail | string>> {
  const { db } = deps;
  const { admissionApplications: apps } = db.tables;
  const ids = [...new Set(rows.flatMap((row) => row.admissionApplicationId ?? []))];
  if (!ids.length) return new Map(rows.map((row) => [row.id, 'no application named']));
  const { applications, tokens } = await db.write(async (tx) => {
    // Held until the links are stored (PostgreSQL), so a deletion meanwhile cannot break them.
    const select = tx.select().from(apps).where(inArray(apps.id, ids));
    const applications = db.dialect === 'postgres' ? await select.for('key share') : await select;
    const tokens = await mintStatusTokens(
      tx,
      db.tables,
      applications.map((application) => application.id),
    );
    return { applications, tokens };
  });
  const byId = new Map(applications.map((application) => [application.id, application]));
  const school = await deps.school();
  const mails = new Map<string, OutgoingMail | string>();
  for (const row of rows) {
    if (!row.admissionApplicationId) {
      mails.set(row.id, 'no application named');
      continue;
    }
    const application = byId.get(row.admissionApplicationId);
    if (!application) {
      mails.set(row.id, 'the application was deleted');
      continue;
    }
    const url = statusUrlOf(deps.publicUrl, tokens.get(application.id)!, application.language);
    const payload = row.payload as AdmissionMailPayload;
    mails.set(
      row.id,
      payload.mail === 'received'
        ? receivedMail(application, url, school)
        : payload.mail === 'refused'
          ? refusedMail(application, payload.documents, url, school)
          : stageMail(application, payload.stage, url, school),
    );
  }
  return mails;
}
