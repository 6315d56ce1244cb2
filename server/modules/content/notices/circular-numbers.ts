import { eq, sql } from 'drizzle-orm';
import { academicYearLabel } from '#contracts/academic-year.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { Queryable, Tables } from '#server/db/database.ts';

/** What numbers a circular: the school's format (its settings, or CIRCULAR_NUMBER_FORMAT) and letters. */
export type CircularNumbering = Pick<SchoolSettings, 'circularNumberFormat' | 'abbreviation'>;

/**
 * Fills the school's format: {abbreviation} (SPS), {year} (2026-27), {n} (14) and {nnn} (014),
 * e.g. SPS/2026-27/014 with the format a new school starts with (contracts/school-defaults.ts).
 */
export function formatCircularNumber(
  school: CircularNumbering,
  academicYear: number,
  sequence: number,
) {
  return school.circularNumberFormat
    .replaceAll('{abbreviation}', school.abbreviation)
    .replaceAll('{year}', academicYearLabel(academicYear))
    .replaceAll('{nnn}', String(sequence).padStart(3, '0'))
    .replaceAll('{n}', String(sequence));
}

/**
 * The next number of `academicYear`, taken inside the caller's transaction: the counter row is
 * created if missing, then bumped with one UPDATE … RETURNING. On PostgreSQL the UPDATE locks
 * the row until the transaction ends, so two instances publishing at once queue on it; on SQLite
 * write transactions run one at a time. The unique index on (academic_year, circular_sequence)
 * refuses a duplicate should anything else ever write the column.
 */
export async function takeCircularSequence(
  tx: Queryable,
  tables: Pick<Tables, 'circularCounters'>,
  academicYear: number,
): Promise<number> {
  const { circularCounters } = tables;
  await tx.insert(circularCounters).values({ academicYear, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .update(circularCounters)
    .set({ lastNumber: sql`${circularCounters.lastNumber} + 1` })
    .where(eq(circularCounters.academicYear, academicYear))
    .returning({ lastNumber: circularCounters.lastNumber });
  return counter!.lastNumber;
}
