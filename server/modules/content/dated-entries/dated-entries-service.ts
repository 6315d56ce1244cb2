import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Audience } from '#contracts/audiences.ts';
import type { Event } from '#contracts/content/events.ts';
import type { Database, Queryable, Tables } from '../../../db/database.ts';
import { timestamps } from '../content-helpers.ts';
import { assertKnownIdShape, notFound } from '../../../lib/http-errors.ts';
import type { Actor, ContentWriter } from '../content-writer.ts';
import type { ItemPaths } from '../item-paths/item-paths.ts';
import { cardFor } from '../../share-cards/share-card-store.ts';

/** Events and holidays ("leaves") have the same columns; this is typed with the events table. */
type DatedTable = Tables['events'];
type DatedRow = DatedTable['$inferSelect'];
/** Events have pages (and a slug); holidays are only marked in the calendar. */
export type DatedEntry = Event;
export type DatedEntryInput = {
  title: string;
  description: string;
  date: string;
  slug?: string;
  /** Events only (holidays have no such column). */
  audiences?: Audience[];
};

function view(row: DatedRow, slug?: string): DatedEntry {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    ...(slug !== undefined && { slug }),
    description: row.description,
    date: row.date,
    // Holidays' rows have no audiences column (the table is typed as events').
    ...(row.audiences && { audiences: row.audiences }),
    ...timestamps(row),
  };
}

export function createDatedEntryService(
  db: Database,
  write: ContentWriter,
  table: DatedTable,
  entity: string,
  /** Given for events: each gets its page at /events/<slug>. */
  paths?: ItemPaths,
) {
  /** Each event's slug by id; holidays have none. */
  const slugLookup = async (): Promise<(id: string) => string | undefined> => {
    if (!paths) return () => undefined;
    const slugs = await paths.currentSlugs('events');
    return (id) => slugs.get(id) ?? '';
  };
  const assign = async (tx: Queryable, row: DatedRow, requested?: string) =>
    paths && (await paths.assign(tx, 'events', row.id, row.title, requested));
  const summary = (row: DatedRow) => `${row.title} (${row.date})`;
  /** An event's page is shown in link previews by its card (events have no picture). */
  const cardOf = (row: DatedRow | undefined) => (paths && row ? cardFor('events', row) : undefined);

  return {
    async list(): Promise<DatedEntry[]> {
      const rows = await db.read
        .select()
        .from(table)
        .orderBy(desc(table.date), desc(table.createdAt));
      const slugOf = await slugLookup();
      return rows.map((row) => view(row, slugOf(row.id)));
    },

    async get(id: string): Promise<DatedEntry> {
      assertKnownIdShape(id);
      const [row] = await db.read.select().from(table).where(eq(table.id, id)).limit(1);
      if (!row) throw notFound();
      return view(row, (await slugLookup())(row.id));
    },

    async onDate(date: string): Promise<DatedEntry[]> {
      const rows = await db.read
        .select()
        .from(table)
        .where(eq(table.date, date))
        .orderBy(asc(table.createdAt));
      const slugOf = await slugLookup();
      return rows.map((row) => view(row, slugOf(row.id)));
    },

    /** The distinct dates in a YYYY-MM month that have an entry; dates sort as text. */
    async datesInMonth(month: string): Promise<string[]> {
      const rows = await db.read
        .select({ date: table.date })
        .from(table)
        .where(and(gte(table.date, `${month}-01`), lte(table.date, `${month}-31`)))
        .orderBy(asc(table.date));
      return [...new Set(rows.map((row) => row.date))];
    },

    create(actor: Actor, input: DatedEntryInput): Promise<DatedEntry> {
      return write({
        actor,
        action: 'create',
        entity,
        work: async (tx) => {
          const now = new Date();
          const { slug: requested, ...fields } = input;
          const [row] = await tx
            .insert(table)
            .values({ id: randomUUID(), ...fields, createdAt: now, updatedAt: now })
            .returning();
          const slug = await assign(tx, row!, requested);
          return {
            record: view(row!, slug),
            entityId: row!.id,
            summary: summary(row!),
            shareCard: { after: cardOf(row) },
          };
        },
      });
    },

    update(actor: Actor, id: string, input: DatedEntryInput): Promise<DatedEntry> {
      assertKnownIdShape(id);
      return write({
        actor,
        action: 'update',
        entity,
        work: async (tx) => {
          const { slug: requested, ...fields } = input;
          const [current] = await tx.select().from(table).where(eq(table.id, id)).limit(1);
          if (!current) throw notFound();
          const [row] = await tx
            .update(table)
            .set({ ...fields, updatedAt: new Date() })
            .where(eq(table.id, id))
            .returning();
          const slug = await assign(tx, row!, requested);
          return {
            record: view(row!, slug),
            entityId: id,
            summary: summary(row!),
            shareCard: { before: cardOf(current), after: cardOf(row) },
          };
        },
      });
    },

    remove(actor: Actor, id: string): Promise<DatedEntry> {
      assertKnownIdShape(id);
      return write({
        actor,
        action: 'delete',
        entity,
        work: async (tx) => {
          const [row] = await tx.delete(table).where(eq(table.id, id)).returning();
          if (!row) throw notFound();
          await paths?.remove(tx, 'events', id);
          return {
            record: view(row),
            entityId: row.id,
            summary: summary(row),
            shareCard: { before: cardOf(row) },
          };
        },
      });
    },
  };
}

export type DatedEntryService = ReturnType<typeof createDatedEntryService>;
