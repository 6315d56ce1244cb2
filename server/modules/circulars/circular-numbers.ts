import { eq, sql } from 'drizzle-orm';
import { academicYearLabel } from '#contracts/academic-year.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import type { Queryable, Tables } from '../../db/database.ts';

/** The school's format when CIRCULAR_NUMBER_FORMAT is not set: VVIS/2026-27/014. */
export const defaultCircularNumberFormat = '{abbreviation}/{year}/{nnn}';

/** Fills a format: {abbreviation}, {year} (2026-27), {n} (14) and {nnn} (014). */
export function formatCircularNumber(format: string, academicYear: number, sequence: number) {
  return format
    .replaceAll('{abbreviation}', schoolIdentity.abbreviation)
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
