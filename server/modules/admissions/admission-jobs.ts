import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AdmissionSettings } from '#contracts/admissions.ts';
import { addMonths } from '#server/lib/school-dates.ts';
import type { AdmissionDeps } from './admission-deps.ts';
import { queueAdmissionMail } from './admission-outbox.ts';
import { expiredOffers, lockYear, offerNextWaitlisted } from './admission-offers.ts';
import { deleteApplicationRows } from './delete-application.ts';

const jobActor = 'admissions';

/**
 * Offers whose last day passed without an answer are withdrawn, and each freed seat goes to the
 * first child on the class's waiting list. The conditional UPDATE moves an offer once, whichever
 * server runs the job; the year is held while seats are counted (admission-offers.ts).
 */
export async function expireOffers(deps: AdmissionDeps): Promise<number> {
  const { db, audit } = deps;
  const { admissionApplications: apps } = db.tables;
  const today = deps.today();
  let expired = 0;
  for (const offer of await expiredOffers(db, today)) {
    await db.write(async (tx) => {
      await lockYear(db, tx, offer.year);
      const [row] = await tx
        .update(apps)
        .set({ stage: 'withdrawn', updatedAt: new Date() })
        .where(and(eq(apps.id, offer.id), eq(apps.stage, 'offered'), isNull(apps.offerAcceptedAt)))
        .returning();
      if (!row) return;
      expired += 1;
      await audit.record(tx, {
        adminUsername: jobActor,
        action: 'update',
        entity: 'admission-application',
        entityId: row.id,
        summary: `${row.number}: offer not accepted by ${row.offerDeadline}; withdrawn`,
      });
      await queueAdmissionMail(tx, db.tables, row.id, { mail: 'stage', stage: 'withdrawn' });
      const classSettings = (await deps.settings.readIn(tx, row.year))?.classes.find(
        (entry) => entry.class === row.class,
      );
      const next =
        classSettings && (await offerNextWaitlisted(db, tx, classSettings, row.year, today));
      if (next) {
        await audit.record(tx, {
          adminUsername: jobActor,
          action: 'update',
          entity: 'admission-application',
          entityId: next.id,
          summary: `${next.number}: offered from the waiting list`,
        });
        await queueAdmissionMail(tx, db.tables, next.id, { mail: 'stage', stage: 'offered' });
      }
    });
    deps.queued();
  }
  return expired;
}

/** The day after which a year's applications not admitted are deleted. */
export function retentionEnd(settings: AdmissionSettings): string | undefined {
  const closes = settings.classes
    .map((row) => row.closesOn)
    .sort()
    .at(-1);
  return closes && addMonths(closes, settings.retentionMonths);
}

/**
 * Applications not admitted, with their documents, are deleted `retentionMonths` after the
 * year's admissions close (decision 0029), one by one so each deletion has its audit entry.
 */
export async function deleteExpiredApplications(deps: AdmissionDeps): Promise<number> {
  const { db, audit } = deps;
  const { admissionApplications: apps } = db.tables;
  const today = deps.today();
  let deleted = 0;
  for (const settings of await deps.settings.list()) {
    const end = retentionEnd(settings);
    if (!end || today <= end) continue;
    const rows = await db.read
      .select({ id: apps.id, number: apps.number })
      .from(apps)
      .where(and(eq(apps.year, settings.year), ne(apps.stage, 'admitted')));
    for (const row of rows) {
      const names = await db.write(async (tx) => {
        // Decided again inside the write, the row held on PostgreSQL: staff may have admitted
        // the child (or another server deleted it) since the list was read.
        const recheck = tx
          .select({ id: apps.id })
          .from(apps)
          .where(and(eq(apps.id, row.id), ne(apps.stage, 'admitted')));
        const [still] = db.dialect === 'postgres' ? await recheck.for('update') : await recheck;
        if (!still) return [];
        const names = await deleteApplicationRows(tx, db.tables, row.id);
        await audit.record(tx, {
          adminUsername: 'retention',
          action: 'delete',
          entity: 'admission-application',
          entityId: row.id,
          summary: `${row.number}: deleted ${settings.retentionMonths} months after admissions closed`,
        });
        deleted += 1;
        return names;
      });
      await Promise.allSettled(names.map((name) => deps.storage.remove(name)));
    }
  }
  return deleted;
}
