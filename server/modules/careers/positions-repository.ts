import { randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import {
  isTakingApplications,
  positionLabelInHindi,
  positionLabelOf,
  positionMessages,
  type CareerPosition,
  type OpenPosition,
  type PositionChange,
  type PositionValues,
} from '#contracts/career-positions.ts';
import { slugFromTitle } from '#contracts/content/item-paths.ts';
import type { Database, Queryable, Tables } from '#server/db/database.ts';
import { assertKnownIdShape, HttpError, notFound } from '#server/lib/http-errors.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';

type Actor = { username: string };
type PositionRow = Tables['careerPositions']['$inferSelect'];

/**
 * The audit log's name for these writes, and the name the Careers page's cache entries depend
 * on (server/modules/public-content/read-dependencies.ts): a write re-renders only that page.
 */
export const positionsEntity = 'career-positions';

export function positionView(row: PositionRow): CareerPosition {
  const { id, key, kind, title, titleHi, description, descriptionHi, closesOn, open } = row;
  return {
    id,
    key,
    kind,
    title,
    titleHi,
    description,
    descriptionHi,
    closesOn,
    open,
    sortOrder: row.sortOrder,
    label: positionLabelOf(row),
    labelHi: positionLabelInHindi(row),
  };
}

function openView(position: CareerPosition): OpenPosition {
  const { key, kind, label, labelHi, description, descriptionHi, closesOn } = position;
  return { key, kind, label, labelHi, description, descriptionHi, closesOn };
}

/** A refusal of the form's position field, in the shape the form puts next to the field. */
const positionRefused = (message: string) =>
  new HttpError(400, `position: ${message}`, [{ field: 'position', message }]);

/**
 * The posts the school hires for: edited by the staff who handle job applications, each write
 * audited and dropping the cached pages that list them; read by the Careers page and its form.
 */
export function createPositionsRepository(
  db: Database,
  audit: AuditRepository,
  cache: ResponseCache,
) {
  const { careerPositions: positions, careerApplications } = db.tables;

  const write = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    const result = await db.write(work);
    cache.invalidate([positionsEntity]);
    return result;
  };

  const all = async (q: Queryable) =>
    (
      await q.select().from(positions).orderBy(asc(positions.sortOrder), asc(positions.createdAt))
    ).map(positionView);

  async function findRow(tx: Queryable, id: string): Promise<PositionRow> {
    assertKnownIdShape(id);
    const [row] = await tx.select().from(positions).where(eq(positions.id, id)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** A readable key from the label ("pgt-mathematics"), made unique with a number if taken. */
  async function freeKey(tx: Queryable, label: string): Promise<string> {
    const base = slugFromTitle(label).slice(0, 60);
    const taken = new Set(
      (await tx.select({ key: positions.key }).from(positions)).map((row) => row.key),
    );
    let key = base;
    for (let suffix = 2; taken.has(key); suffix++) key = `${base}-${suffix}`;
    return key;
  }

  const summaryOf = (position: Pick<PositionRow, 'kind' | 'title'>) => positionLabelOf(position);

  return {
    /** Every post, closed ones too, in the order staff chose. */
    list: () => all(db.read),

    /** The posts taking applications on `today` (YYYY-MM-DD), in the order staff chose. */
    async listOpen(today: string): Promise<OpenPosition[]> {
      return (await all(db.read))
        .filter((position) => isTakingApplications(position, today))
        .map(openView);
    },

    /** The open post an applicant chose; refused (400 on the field) when unknown or closed. */
    async requireOpen(key: string, today: string): Promise<CareerPosition> {
      const [row] = await db.read.select().from(positions).where(eq(positions.key, key)).limit(1);
      if (!row) throw positionRefused(positionMessages.unknown);
      const position = positionView(row);
      if (!isTakingApplications(position, today)) throw positionRefused(positionMessages.closed);
      return position;
    },

    async create(actor: Actor, values: PositionValues): Promise<CareerPosition> {
      return write(async (tx) => {
        const [last] = await tx
          .select({ sortOrder: positions.sortOrder })
          .from(positions)
          .orderBy(desc(positions.sortOrder))
          .limit(1);
        const now = new Date();
        const row: PositionRow = {
          id: randomUUID(),
          key: await freeKey(tx, positionLabelOf(values)),
          kind: values.kind,
          title: values.title,
          titleHi: values.titleHi ?? null,
          description: values.description,
          descriptionHi: values.descriptionHi ?? null,
          closesOn: values.closesOn,
          open: values.open ?? true,
          sortOrder: (last?.sortOrder ?? 0) + 1,
          createdAt: now,
          updatedAt: now,
        };
        await tx.insert(positions).values(row);
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'create',
          entity: positionsEntity,
          entityId: row.id,
          summary: `Position ${summaryOf(row)} added${row.open ? '' : ' (closed)'}`,
        });
        return positionView(row);
      });
    },

    /** Edits, closes or reopens a post; its key, and so its applications, stay with it. */
    async change(actor: Actor, id: string, change: PositionChange): Promise<CareerPosition> {
      return write(async (tx) => {
        const before = await findRow(tx, id);
        const values = Object.fromEntries(
          Object.entries(change).filter(([, value]) => value !== undefined),
        ) as Partial<PositionRow>;
        const after: PositionRow = { ...before, ...values, updatedAt: new Date() };
        await tx.update(positions).set(after).where(eq(positions.id, id));
        const what =
          change.open !== undefined && change.open !== before.open
            ? change.open
              ? 'reopened'
              : 'closed'
            : 'edited';
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'update',
          entity: positionsEntity,
          entityId: id,
          summary: `Position ${summaryOf(after)} ${what}`,
        });
        return positionView(after);
      });
    },

    /** Only a post nobody applied for: the others are closed, so their applications keep it. */
    async remove(actor: Actor, id: string): Promise<void> {
      await write(async (tx) => {
        const row = await findRow(tx, id);
        const [applied] = await tx
          .select({ id: careerApplications.id })
          .from(careerApplications)
          .where(eq(careerApplications.position, row.key))
          .limit(1);
        if (applied)
          throw new HttpError(
            409,
            'This position has applications, so it cannot be deleted. Close it instead.',
          );
        await tx.delete(positions).where(eq(positions.id, id));
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'delete',
          entity: positionsEntity,
          entityId: id,
          summary: `Position ${summaryOf(row)} deleted`,
        });
      });
    },

    /** Puts the posts in the order of `ids`, which must name each post once. */
    async reorder(actor: Actor, ids: string[]): Promise<CareerPosition[]> {
      return write(async (tx) => {
        const rows = await tx.select({ id: positions.id }).from(positions);
        const known = new Set(rows.map((row) => row.id));
        if (
          new Set(ids).size !== ids.length ||
          ids.length !== known.size ||
          ids.some((id) => !known.has(id))
        )
          throw new HttpError(400, 'ids: Send every position once, in the new order.', [
            { field: 'ids', message: 'Send every position once, in the new order.' },
          ]);
        for (const [index, id] of ids.entries())
          await tx
            .update(positions)
            .set({ sortOrder: index + 1 })
            .where(eq(positions.id, id));
        await audit.record(tx, {
          adminUsername: actor.username,
          action: 'update',
          entity: positionsEntity,
          entityId: 'order',
          summary: 'Positions reordered',
        });
        return all(tx);
      });
    },
  };
}

export type PositionsRepository = ReturnType<typeof createPositionsRepository>;
