import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { InteractionSlot, InteractionSlotInput } from '#contracts/admissions.ts';
import { HttpError, notFound } from '#server/lib/http-errors.ts';
import type { AdmissionDeps } from './admission-deps.ts';
import { slotViews, type Actor } from './admission-records.ts';

/** The times staff meet parents and children, each with a capacity. */
export function createAdmissionSlots(deps: Pick<AdmissionDeps, 'db' | 'audit'>) {
  const { db, audit } = deps;
  const { admissionSlots } = db.tables;
  return {
    async list(year?: string): Promise<InteractionSlot[]> {
      const rows = await db.read
        .select()
        .from(admissionSlots)
        .where(year ? eq(admissionSlots.year, year) : undefined)
        .orderBy(asc(admissionSlots.date), asc(admissionSlots.time), asc(admissionSlots.class));
      return slotViews(db.read, db.tables, rows);
    },
    async create(input: InteractionSlotInput, actor: Actor): Promise<InteractionSlot> {
      const row = { ...input, id: randomUUID(), createdAt: new Date() };
      await db.write(async (tx) => {
        await tx.insert(admissionSlots).values(row);
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'create',
          entity: 'admission-slot',
          entityId: row.id,
          summary: `Interaction ${input.date} ${input.time}, ${input.place} (${input.class})`,
        });
      });
      return { ...input, id: row.id, booked: 0 };
    },
    /** Only a time nobody booked: a booked one would leave parents without a time. */
    async remove(id: string, actor: Actor): Promise<void> {
      await db.write(async (tx) => {
        const rows = await tx.select().from(admissionSlots).where(eq(admissionSlots.id, id));
        const [slot] = await slotViews(tx, db.tables, rows);
        if (!slot) throw notFound();
        if (slot.booked > 0)
          throw new HttpError(
            409,
            `${slot.booked} families booked this time. Move them to another time first.`,
          );
        await tx.delete(admissionSlots).where(eq(admissionSlots.id, id));
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'delete',
          entity: 'admission-slot',
          entityId: id,
          summary: `Interaction ${slot.date} ${slot.time} removed`,
        });
      });
    },
  };
}
export type AdmissionSlots = ReturnType<typeof createAdmissionSlots>;
