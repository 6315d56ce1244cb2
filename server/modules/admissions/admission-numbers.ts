import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tables } from '#server/db/database.ts';

/** SPS/ADM/2027-28/0042: the school's abbreviation (as on circulars), the year, four digits. */
export function formatAdmissionNumber(abbreviation: string, year: string, sequence: number) {
  return `${abbreviation}/ADM/${year}/${String(sequence).padStart(4, '0')}`;
}

/**
 * The next sequence of `year`, inside the caller's transaction: the counter row is created if
 * missing, then bumped with one UPDATE … RETURNING, which on PostgreSQL holds the row until the
 * transaction ends (two servers queue on it) and on SQLite runs in the one write at a time. The
 * unique index on the number refuses a duplicate whatever else happens (as circular-numbers.ts).
 */
export async function takeAdmissionSequence(
  tx: Queryable,
  tables: Pick<Tables, 'admissionCounters'>,
  year: string,
): Promise<number> {
  const { admissionCounters } = tables;
  await tx.insert(admissionCounters).values({ year, lastNumber: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .update(admissionCounters)
    .set({ lastNumber: sql`${admissionCounters.lastNumber} + 1` })
    .where(eq(admissionCounters.year, year))
    .returning({ lastNumber: admissionCounters.lastNumber });
  return counter!.lastNumber;
}
