import { defaultRetentionMonths } from '#contracts/school-defaults.ts';
import type { FastifyBaseLogger } from 'fastify';
import { lt } from 'drizzle-orm';
import type { InboxKind } from '#contracts/inbox.ts';
import type { Database } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { addMonths } from '#server/lib/school-dates.ts';
import { scheduleRepeating } from '#server/lib/schedule-repeating.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { InboxRepository } from './inbox-repository.ts';

/**
 * How long submissions are kept, in months: the school's settings (`retention`), unless
 * APPLICATION_RETENTION_MONTHS or MESSAGE_RETENTION_MONTHS fix them (decision 0027).
 */
export type RetentionPolicy = { applicationMonths: number; messageMonths: number };
/** A new school's months (contracts/school-defaults.ts), which the tests of the shipped pages state. */
export const defaultRetention: RetentionPolicy = defaultRetentionMonths;

/** The audit log's actor for deletions nobody asked for. */
export const retentionActor = { username: 'retention' };

const dailyMs = 24 * 60 * 60 * 1000;

/**
 * Deletes applications (with their resumes) and contact messages older than the policy allows,
 * one by one through the Inbox's own delete, so each deletion has its audit entry. Personal data
 * is kept no longer than it is needed (the privacy policy says how long).
 */
export async function deleteExpiredSubmissions(deps: {
  db: Database;
  inbox: InboxRepository;
  resumeStorage: FileStorage;
  policy: RetentionPolicy;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<Record<InboxKind, number>> {
  const { db, inbox, resumeStorage, policy, log, now = new Date() } = deps;
  const { contactMessages, careerApplications } = db.tables;
  const expired = {
    messages: await db.read
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(lt(contactMessages.createdAt, addMonths(now, -policy.messageMonths))),
    applications: await db.read
      .select({ id: careerApplications.id })
      .from(careerApplications)
      .where(lt(careerApplications.createdAt, addMonths(now, -policy.applicationMonths))),
  };
  const deleted: Record<InboxKind, number> = { messages: 0, applications: 0 };
  for (const kind of ['messages', 'applications'] as const) {
    for (const { id } of expired[kind]) {
      try {
        const storedNames = await inbox.remove(kind, id, retentionActor);
        await Promise.all(storedNames.map((name) => resumeStorage.remove(name)));
        deleted[kind] += 1;
      } catch (error) {
        // Another server of the same site deleted it first.
        if (error instanceof HttpError && error.statusCode === 404) continue;
        throw error;
      }
    }
  }
  if (deleted.messages + deleted.applications > 0)
    log.info(deleted, 'retention: old submissions deleted');
  return deleted;
}

/** Runs the retention once the server is ready, then daily; a failure is logged and retried the next day. */
export function scheduleRetention(
  app: Parameters<typeof scheduleRepeating>[0],
  run: () => Promise<unknown>,
  log: FastifyBaseLogger,
): void {
  scheduleRepeating(app, { name: 'retention', run, everyMs: dailyMs }, log);
}
