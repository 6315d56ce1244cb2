import { eq, sql, sum } from 'drizzle-orm';
import type { AdmissionClass } from '#contracts/admissions.ts';
import type { AdmissionDeps } from './admission-deps.ts';

/**
 * The funnel's first figure: parents who took the first step of the admission form for a class
 * that takes applications, counted per class and day in one statement (safe on any number of
 * instances). Nothing about the child is kept.
 */
export function createAdmissionEnquiries(deps: Pick<AdmissionDeps, 'db' | 'today' | 'settings'>) {
  const { db } = deps;
  const { admissionEnquiries: enquiries } = db.tables;
  return {
    /** Counts one enquiry; a year or class the school does not take applications for is not. */
    async record(year: string, className: string): Promise<boolean> {
      const settings = await deps.settings.read(year);
      const chosen = settings?.classes.find((entry) => entry.class === className);
      if (!settings || settings.externalAddress || !chosen) return false;
      await db.write((tx) =>
        tx
          .insert(enquiries)
          .values({ year, class: chosen.class, day: deps.today(), count: 1 })
          .onConflictDoUpdate({
            target: [enquiries.year, enquiries.class, enquiries.day],
            set: { count: sql`${enquiries.count} + 1` },
          }),
      );
      return true;
    },

    /** The year's enquiries per class. */
    async counts(year: string): Promise<Array<{ class: AdmissionClass; count: number }>> {
      const rows = await db.read
        .select({ class: enquiries.class, count: sum(enquiries.count) })
        .from(enquiries)
        .where(eq(enquiries.year, year))
        .groupBy(enquiries.class);
      return rows.map((row) => ({ class: row.class, count: Number(row.count ?? 0) }));
    },
  };
}
export type AdmissionEnquiries = ReturnType<typeof createAdmissionEnquiries>;
