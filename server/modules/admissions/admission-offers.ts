import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { admissionClassLabels, seatsLeft, type ClassSettings } from '#contracts/admissions.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { addDays } from '#server/lib/school-dates.ts';
import { seatsTaken, type ApplicationRow } from './admission-records.ts';

/** Days a parent has to accept a seat offered from the waiting list. */
export const waitlistOfferDays = 7;

/**
 * Holds the year's settings row until the transaction ends (PostgreSQL), so two servers
 * offering seats of a year count them one after the other; SQLite writes one at a time anyway.
 */
export async function lockYear(
  db: Pick<Database, 'dialect' | 'tables'>,
  tx: Queryable,
  year: string,
) {
  const { admissionSettings } = db.tables;
  const select = tx
    .select({ year: admissionSettings.year })
    .from(admissionSettings)
    .where(eq(admissionSettings.year, year));
  if (db.dialect === 'postgres') await select.for('update');
  else await select;
}

/** Said on the office's screen: the class as the office names it ("Class 4"), not its id ("4"). */
export const noSeatMessage = (classSettings: Pick<ClassSettings, 'class'>) =>
  `Every seat of ${admissionClassLabels[classSettings.class].en} is offered or taken. Put the application on the waiting list instead.`;

/** Refuses an offer past the class's seats: seats − RTE seats − offered or admitted. */
export async function assertSeatLeft(
  db: Pick<Database, 'tables'>,
  tx: Queryable,
  classSettings: ClassSettings,
  year: string,
) {
  const taken = await seatsTaken(tx, db.tables, year, classSettings.class);
  if (seatsLeft(classSettings, taken) <= 0) throw new HttpError(409, noSeatMessage(classSettings));
}

/**
 * Offers the freed seat to the first child on the class's waiting list, with a new deadline.
 * The UPDATE changes the row only while it is still waitlisted, so of two servers trying at
 * once one moves it; the caller holds the year (lockYear) and has just freed the seat.
 */
export async function offerNextWaitlisted(
  db: Pick<Database, 'tables'>,
  tx: Queryable,
  classSettings: ClassSettings,
  year: string,
  today: string,
): Promise<ApplicationRow | undefined> {
  const { admissionApplications: apps } = db.tables;
  const taken = await seatsTaken(tx, db.tables, year, classSettings.class);
  if (seatsLeft(classSettings, taken) <= 0) return undefined;
  const waiting = await tx
    .select({ id: apps.id })
    .from(apps)
    .where(
      and(eq(apps.year, year), eq(apps.class, classSettings.class), eq(apps.stage, 'waitlisted')),
    )
    .orderBy(asc(apps.createdAt), asc(apps.number))
    .limit(5);
  for (const { id } of waiting) {
    const [offered] = await tx
      .update(apps)
      .set({
        stage: 'offered',
        offerDeadline: addDays(today, waitlistOfferDays),
        offerAcceptedAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(apps.id, id), eq(apps.stage, 'waitlisted')))
      .returning();
    if (offered) return offered;
  }
  return undefined;
}

/** Offers not accepted whose last day has passed (`today` is after the deadline). */
export async function expiredOffers(db: Pick<Database, 'tables' | 'read'>, today: string) {
  const { admissionApplications: apps } = db.tables;
  return db.read
    .select({ id: apps.id, year: apps.year })
    .from(apps)
    .where(
      and(eq(apps.stage, 'offered'), isNull(apps.offerAcceptedAt), lt(apps.offerDeadline, today)),
    );
}
