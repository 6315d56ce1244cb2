import { eq } from 'drizzle-orm';
import type { Queryable, Tables } from '../../db/database.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { insertOutboxRows } from '../circulars/outbox-queue.ts';
import type { AdmissionDeps } from './admission-deps.ts';
import { receivedMail, stageMail } from './admission-mails.ts';
import { mintStatusToken, statusUrlOf } from './admission-records.ts';
import type { AdmissionStage } from '#contracts/admissions.ts';

/** What an `admission` outbox row mails: the acknowledgement, or the stage it moved to. */
export type AdmissionMailPayload = { mail: 'received' } | { mail: 'stage'; stage: AdmissionStage };

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
 * The mail of an `admission` row when the worker sends it: in the language applied in, with a
 * fresh status link (only its hash is stored), or why there is nothing to send.
 */
export async function renderAdmissionMail(
  deps: Pick<AdmissionDeps, 'db' | 'publicUrl' | 'school'>,
  row: { admissionApplicationId: string | null; payload: unknown },
): Promise<OutgoingMail | string> {
  const { db } = deps;
  const { admissionApplications: apps } = db.tables;
  if (!row.admissionApplicationId) return 'no application named';
  const [application] = await db.read
    .select()
    .from(apps)
    .where(eq(apps.id, row.admissionApplicationId))
    .limit(1);
  if (!application) return 'the application was deleted';
  const token = await db.write((tx) => mintStatusToken(tx, db.tables, application.id));
  const url = statusUrlOf(deps.publicUrl, token, application.language);
  const school = await deps.school();
  const payload = row.payload as AdmissionMailPayload;
  return payload.mail === 'received'
    ? receivedMail(application, url, school)
    : stageMail(application, payload.stage, url, school);
}
