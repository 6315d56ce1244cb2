import { randomUUID } from 'node:crypto';
import { and, eq, getTableName, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { contentKinds, type ContentKind, type ItemKind } from '#contracts/content/content-kinds.ts';
import type { Publication, PublicationInput } from '#contracts/content/publication.ts';
import type { Database, Queryable, Tables } from '#server/db/database.ts';
import { assertKnownIdShape, HttpError, notFound } from '#server/lib/http-errors.ts';
import type { CardSubject } from '#server/modules/share-cards/index.ts';
import { rowOfTrashRecord, trashRecordOf, type TrashRecord } from '#server/modules/trash/index.ts';
import type { FileRecord } from '#server/files/store-upload.ts';
import type { ValidatedUpload } from '#server/files/validate-upload.ts';
import { findFile, nextFile } from './content-helpers.ts';
import {
  type Actor,
  type ContentWriter,
  itemPageStates,
  type ItemPageStates,
} from '#server/modules/content-writer/index.ts';
import type { ItemPaths } from './item-paths/item-paths.ts';
import { publicationOf, scheduleChoice, type PublicationColumns } from './publication.ts';

type BaseRow = { id: string; title: string; createdAt: Date; updatedAt: Date };
type StoredRow = BaseRow & Partial<PublicationColumns> & Record<string, unknown>;

/** What every kind's input may carry: a requested address and the scheduling times. */
type ItemFields = { slug?: string | undefined } & PublicationInput;

/**
 * The builder reaches every item table through the columns they share (id, title, timestamps
 * and, for scheduled kinds, publication()); typed as the posts table, which has all of them.
 */
type ItemTable = Tables['posts'];

/** Who the runner's audit entries name when nobody is recorded as having set the time. */
const scheduler = 'scheduler';

type Moment = 'create' | 'update' | 'delete' | 'scheduled';

/** Thrown to roll back a transition another server claimed first. */
class NotClaimed extends Error {}

/**
 * Rows an item keeps beside its own (a gallery post's photos, posts/post-photos.ts): read for its
 * views, written after its row on every save, and moved to the trash and back with it.
 */
export type ItemParts<Fields, Parts> = {
  /** The parts of these items, by item id: one query for a whole list. */
  read(q: Queryable, ids: string[]): Promise<Map<string, Parts>>;
  /**
   * Writes the parts the input asks for, after the item's row: the row's columns that follow
   * from them (a cover) and the files they no longer use.
   */
  save(
    tx: Queryable,
    itemId: string,
    fields: Fields,
    newFiles: FileRecord[],
    creating: boolean,
  ): Promise<{ columns: Record<string, unknown>; obsoleteFiles: FileRecord[] }>;
  /** The parts' rows and the files they hold, for the trash (read before the item is deleted). */
  kept(tx: Queryable, itemId: string): Promise<{ rows: unknown[]; fileIds: string[] }>;
  /** The parts back from the trash, after the item's row. */
  putBack(tx: Queryable, rows: unknown[]): Promise<void>;
};

/** What differs between news, notices, events, holidays and gallery posts. */
export type ItemResourceSpec<
  Row extends BaseRow,
  Fields extends ItemFields,
  View,
  Parts = never,
> = {
  /**
   * The kind (contracts/content/content-kinds.ts): its entity names the audit entries, cache
   * drops and trash entries; a kind with pages gets addresses (when `paths` is given); a
   * scheduled kind gets publishing times.
   */
  kind: ContentKind;
  table: unknown;
  /** Newest first, as the lists show them. */
  order: SQL[];
  /** The item's one file: the row's column pointing to it, and whether the input drops it. */
  file?: { key: 'imageId' | 'fileId'; remove?: (fields: Fields) => boolean };
  /** The kind's own columns from the input (not the address, file or publication). */
  columns: (fields: Fields) => Record<string, unknown>;
  view: (
    row: Row,
    file: FileRecord | undefined,
    slug: string | undefined,
    parts: Parts | undefined,
  ) => View;
  /** Rows kept beside the item's (a gallery post's photos); the uploads go to `parts.save`. */
  parts?: ItemParts<Fields, Parts>;
  /** The audit line of a save, a delete or a scheduled transition; the title by default. */
  summary?: (row: Row, moment: Moment) => string;
  /** The link-preview card the item needs (items without a picture of their own). */
  card?: (row: Row) => CardSubject | undefined;
  /**
   * In the transaction where the item goes live for the first time, at save or when its schedule
   * fires (notices take their circular number and queue their alerts): the row as it is now.
   */
  wentLive?: (tx: Queryable, row: Row, show: (row: Row) => View) => Promise<Row>;
};

/**
 * One server resource for the content kinds with the create/update/delete skeleton they share
 * (decision 0023): every write goes through the content writer (one transaction with its audit
 * entry, then the cache dropped and the share card made), an item with a page gets its address
 * from item-paths, and scheduling is written here once. Public reads see live items only; the
 * staff list sees every item with its publication.
 */
export function createItemResource<
  Row extends BaseRow,
  Fields extends ItemFields,
  View,
  Parts = never,
>(
  deps: { db: Database; write: ContentWriter; paths?: ItemPaths },
  spec: ItemResourceSpec<Row, Fields, View, Parts>,
) {
  const { db, write, paths } = deps;
  const { files, trash } = db.tables;
  const table = spec.table as ItemTable;
  const fileColumn = spec.file && (table as unknown as Record<string, AnyColumn>)[spec.file.key];
  const { entity, scheduled, page } = contentKinds[spec.kind];
  const pathKind = paths && page ? (spec.kind as ItemKind) : undefined;
  /** Public reads: only what is live. */
  const visible = scheduled ? eq(table.live, true) : undefined;
  const summaryOf = (row: Row, moment: Moment) => spec.summary?.(row, moment) ?? row.title;
  const publication = (row: Row) => row as unknown as PublicationColumns;
  /** Only a live item has a card: a hidden one's title must not be public before its time. */
  const cardOf = (row: Row | undefined) =>
    row && (!scheduled || publication(row).live) ? spec.card?.(row) : undefined;
  const fileIdOf = (row: Row) =>
    spec.file ? ((row as unknown as StoredRow)[spec.file.key] as string | null) : null;

  /**
   * The read every public list, lookup and the staff list share: the item, with its file joined
   * when the kind has one. Written once so a list, a prepared list and a lookup cannot differ.
   */
  function itemQuery(where: SQL | undefined, order: SQL[]) {
    const items = fileColumn
      ? db.read
          .select({ item: table, file: files })
          .from(table)
          .leftJoin(files, eq(files.id, fileColumn))
      : db.read.select({ item: table }).from(table);
    return items.where(where).orderBy(...order);
  }

  /** The rows of `itemQuery`, as the views take them. */
  const itemRows = (rows: Array<{ item: unknown; file?: unknown }>) =>
    rows.map(({ item, file }) => ({
      row: item as Row,
      file: (file ?? undefined) as FileRecord | undefined,
    }));

  async function select(where: SQL | undefined, limit?: number, order = spec.order) {
    const query = itemQuery(where, order);
    return itemRows(limit ? await query.limit(limit) : await query);
  }

  /**
   * The public list (every page of the site reads one after each write, decision 0008): built
   * and prepared once, with and without a limit, instead of on every read. Named per table, as
   * PostgreSQL names statements per connection.
   */
  const publicList = (() => {
    const name = `public_list_${getTableName(table)}`;
    return {
      all: itemQuery(visible, spec.order).prepare(name),
      limited: itemQuery(visible, spec.order)
        .limit(sql.placeholder('limit'))
        .prepare(`${name}_limited`),
    };
  })();

  async function publicRows(limit?: number) {
    return itemRows(
      limit ? await publicList.limited.execute({ limit }) : await publicList.all.execute(),
    );
  }

  /** The parts of these items (none for kinds without). */
  async function partsOf(q: Queryable, rows: Array<{ row: Row }>) {
    if (!spec.parts || rows.length === 0) return new Map<string, Parts>();
    return spec.parts.read(
      q,
      rows.map(({ row }) => row.id),
    );
  }

  async function slugLookup(): Promise<(id: string) => string | undefined> {
    if (!pathKind) return () => undefined;
    const slugs = await paths!.currentSlugs(pathKind);
    return (id) => slugs.get(id) ?? '';
  }

  /** Rows as the public sees them: with their address and parts. */
  async function shown(
    rows: Array<{ row: Row; file: FileRecord | undefined }>,
    slugOf: (id: string) => string | undefined,
  ): Promise<View[]> {
    const parts = await partsOf(db.read, rows);
    return rows.map(({ row, file }) => spec.view(row, file, slugOf(row.id), parts.get(row.id)));
  }

  async function views(where: SQL | undefined, limit?: number, order?: SQL[]): Promise<View[]> {
    const [rows, slugOf] = await Promise.all([select(where, limit, order), slugLookup()]);
    return shown(rows, slugOf);
  }

  /**
   * Live items matching `where`, in `order`, read by a statement built and prepared once, like the
   * public list: `where` names its values by placeholders, given to the returned read.
   */
  function preparedListWhere(name: string, where: SQL, order: SQL[]) {
    const statement = itemQuery(and(visible, where), order).prepare(name);
    return async (values: Record<string, unknown>): Promise<View[]> => {
      const [found, slugOf] = await Promise.all([statement.execute(values), slugLookup()]);
      return shown(itemRows(found), slugOf);
    };
  }

  /** What the kind's item pages show, read in a write's transaction (item-page-states.ts). */
  const pageStates = pathKind
    ? async (tx: Queryable): Promise<ItemPageStates> => {
        const [rows, slugs] = await Promise.all([
          tx
            .select()
            .from(table)
            .where(visible)
            .orderBy(...spec.order),
          paths!.currentSlugs(pathKind, tx),
        ]);
        const listed = rows.map((row) => ({ slug: slugs.get(row.id) ?? '', row }));
        return itemPageStates(entity, listed);
      }
    : undefined;

  /** Writes the parts of a saved item and sets the columns that follow from them. */
  async function savedParts(
    tx: Queryable,
    row: Row,
    fields: Fields,
    newFiles: FileRecord[],
    creating: boolean,
  ): Promise<{ row: Row; parts: Parts | undefined; obsoleteFiles: FileRecord[] }> {
    if (!spec.parts) return { row, parts: undefined, obsoleteFiles: [] };
    const saved = await spec.parts.save(tx, row.id, fields, newFiles, creating);
    const [updated] = await tx
      .update(table)
      .set(saved.columns as never)
      .where(eq(table.id, row.id))
      .returning();
    const parts = (await spec.parts.read(tx, [row.id])).get(row.id);
    return { row: updated as unknown as Row, parts, obsoleteFiles: saved.obsoleteFiles };
  }

  const assign = async (tx: Queryable, row: Row, requested?: string) =>
    pathKind ? paths!.assign(tx, pathKind, row.id, row.title, requested) : undefined;

  /** The publication columns a save sets (nothing for holidays). */
  function chosen(fields: Fields, actor: Actor, now: Date, current?: Row) {
    if (!scheduled) return { columns: {}, firstLive: false };
    const choice = scheduleChoice(fields, now, actor.username);
    const before = current && publication(current);
    // Items saved before scheduling existed are live with no publishedAt: not a first time.
    const firstLive = choice.live && !before?.live && !before?.publishedAt;
    return { columns: { ...choice, ...(firstLive && { publishedAt: now }) }, firstLive };
  }

  /** Runs the kind's hook when the item has just gone live for the first time. */
  async function announced(tx: Queryable, row: Row, firstLive: boolean, show: (r: Row) => View) {
    return firstLive && spec.wentLive ? spec.wentLive(tx, row, show) : row;
  }

  /** Takes one due transition, if no other server took it first; true when this one did. */
  async function fire(row: Row, now: Date): Promise<boolean> {
    const current = publication(row);
    const publishing = !current.live;
    // A schedule whose whole window passed while no server ran is never shown.
    const goesLive = publishing && !(current.unpublishAt && current.unpublishAt <= now);
    const firstLive = goesLive && !current.publishedAt;
    const claim = publishing
      ? and(eq(table.id, row.id), eq(table.live, false), eq(table.publishAt, current.publishAt!))
      : and(
          eq(table.id, row.id),
          eq(table.live, true),
          eq(table.unpublishAt, current.unpublishAt!),
        );
    try {
      await write({
        actor: { username: current.scheduledBy ?? scheduler },
        action: 'update',
        entity,
        pageStates,
        work: async (tx) => {
          const [claimed] = await tx
            .update(table)
            .set(
              publishing
                ? { live: goesLive, publishAt: null, ...(firstLive && { publishedAt: now }) }
                : { live: false },
            )
            .where(claim)
            .returning();
          if (!claimed) throw new NotClaimed();
          const file = await findFile(tx, files, fileIdOf(row));
          const slug = await assign(tx, row);
          const parts = (await partsOf(tx, [{ row }])).get(row.id);
          const saved = await announced(tx, claimed as unknown as Row, firstLive, (r) =>
            spec.view(r, file, slug, parts),
          );
          const done = goesLive ? 'Published' : 'Unpublished';
          return {
            record: undefined,
            entityId: row.id,
            summary: `${done} as scheduled: ${summaryOf(saved, 'scheduled')}`,
            shareCard: { before: cardOf(row), after: cardOf(saved) },
          };
        },
      });
      return true;
    } catch (error) {
      if (error instanceof NotClaimed) return false;
      throw error;
    }
  }

  return {
    entity,

    /** What public reads add to their conditions: live items only. */
    visible,

    /** Every live item, newest first. */
    async list(limit?: number): Promise<View[]> {
      const [rows, slugOf] = await Promise.all([publicRows(limit), slugLookup()]);
      return shown(rows, slugOf);
    },

    /** Live items matching `where` (a day of the calendar), in `order`: see `preparedListWhere`. */
    preparedListWhere,

    /** The staff list: every item, with its status and chosen times. */
    async listAll(): Promise<Array<View & Publication>> {
      const [rows, slugOf] = await Promise.all([select(undefined), slugLookup()]);
      const parts = await partsOf(db.read, rows);
      return rows.map(({ row, file }) => ({
        ...spec.view(row, file, slugOf(row.id), parts.get(row.id)),
        ...publicationOf(publication(row)),
      }));
    },

    /** A live item by id. */
    async get(id: string): Promise<View | undefined> {
      assertKnownIdShape(id);
      const [found] = await views(and(visible, eq(table.id, id)));
      return found;
    },

    /** `uploads`: the files of a kind with parts (an album's photos), in the order sent. */
    create(
      actor: Actor,
      fields: Fields,
      upload?: ValidatedUpload,
      uploads?: ValidatedUpload[],
    ): Promise<View> {
      const now = new Date();
      const publishing = chosen(fields, actor, now);
      return write({
        actor,
        action: 'create',
        entity,
        pageStates,
        ...(spec.parts ? { uploads } : { upload }),
        work: async (tx, file, newFiles) => {
          const id = randomUUID();
          const [inserted] = await tx
            .insert(table)
            .values({
              id,
              ...spec.columns(fields),
              ...(spec.file && { [spec.file.key]: file?.id ?? null }),
              ...publishing.columns,
              createdAt: now,
              updatedAt: now,
            } as never)
            .returning();
          const withParts = await savedParts(
            tx,
            inserted as unknown as Row,
            fields,
            newFiles,
            true,
          );
          const slug = await assign(tx, withParts.row, fields.slug);
          const show = (r: Row) => spec.view(r, file, slug, withParts.parts);
          const row = await announced(tx, withParts.row, publishing.firstLive, show);
          return {
            record: show(row),
            entityId: row.id,
            summary: summaryOf(row, 'create'),
            shareCard: { after: cardOf(row) },
          };
        },
      });
    },

    /** Without a new file the current one stays, unless the input asks to drop it. */
    update(
      actor: Actor,
      id: string,
      fields: Fields,
      upload?: ValidatedUpload,
      uploads?: ValidatedUpload[],
    ): Promise<View> {
      assertKnownIdShape(id);
      const now = new Date();
      return write({
        actor,
        action: 'update',
        entity,
        pageStates,
        ...(spec.parts ? { uploads } : { upload }),
        work: async (tx, newFile, newFiles) => {
          const [found] = await tx.select().from(table).where(eq(table.id, id)).limit(1);
          if (!found) throw notFound();
          const current = found as unknown as Row;
          const { file, obsoleteFiles } = spec.file
            ? await nextFile(tx, files, fileIdOf(current), {
                newFile,
                remove: spec.file.remove?.(fields) ?? false,
              })
            : { file: undefined, obsoleteFiles: [] };
          const publishing = chosen(fields, actor, now, current);
          const [updated] = await tx
            .update(table)
            .set({
              ...spec.columns(fields),
              ...(spec.file && { [spec.file.key]: file?.id ?? null }),
              ...publishing.columns,
              updatedAt: now,
            } as never)
            .where(eq(table.id, id))
            .returning();
          const withParts = await savedParts(
            tx,
            updated as unknown as Row,
            fields,
            newFiles,
            false,
          );
          const slug = await assign(tx, withParts.row, fields.slug);
          const show = (r: Row) => spec.view(r, file, slug, withParts.parts);
          const row = await announced(tx, withParts.row, publishing.firstLive, show);
          return {
            record: show(row),
            entityId: id,
            summary: summaryOf(row, 'update'),
            obsoleteFiles: [...obsoleteFiles, ...withParts.obsoleteFiles],
            shareCard: { before: cardOf(current), after: cardOf(row) },
          };
        },
      });
    },

    /** Moves the item to the trash: gone from every read, kept 30 days to restore. */
    remove(actor: Actor, id: string): Promise<void> {
      assertKnownIdShape(id);
      return write({
        actor,
        action: 'delete',
        entity,
        pageStates,
        work: async (tx) => {
          const parts = spec.parts && (await spec.parts.kept(tx, id));
          const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
          if (!deleted) throw notFound();
          const row = deleted as unknown as Row;
          const slug = pathKind ? (await paths!.currentSlugs(pathKind, tx)).get(id) : undefined;
          if (pathKind) await paths!.remove(tx, pathKind, id);
          // Into the trash, its file kept (row and bytes) until the entry is purged.
          const fileId = fileIdOf(row);
          const fileIds = [...(fileId ? [fileId] : []), ...(parts?.fileIds ?? [])];
          await tx.insert(trash).values({
            id: randomUUID(),
            kind: entity,
            itemId: id,
            title: row.title,
            record: trashRecordOf(row as unknown as StoredRow, slug, fileIds, {
              parts: parts?.rows,
            }),
            deletedAt: new Date(),
            deletedBy: actor.username,
          });
          return {
            record: undefined,
            entityId: id,
            summary: summaryOf(row, 'delete'),
            shareCard: { before: cardOf(row) },
          };
        },
      });
    },

    /**
     * Brings an item of the trash back (server/modules/trash/): the same row, id and address,
     * unless another item took the address meanwhile (409). The pages it shows on are rendered
     * again as after any write (decision 0008).
     */
    restore(actor: Actor, entryId: string): Promise<void> {
      return write({
        actor,
        action: 'restore',
        entity,
        pageStates,
        work: async (tx) => {
          // Taken out first: of two restores at once, the second finds nothing (404).
          const [entry] = await tx.delete(trash).where(eq(trash.id, entryId)).returning();
          if (!entry || entry.kind !== entity) throw notFound();
          const record = entry.record as TrashRecord;
          const row = rowOfTrashRecord(record) as unknown as Row;
          if (pathKind && record.slug && (await paths!.taken(tx, pathKind, record.slug)))
            throw new HttpError(
              409,
              `"${row.title}" cannot be restored: its address /${pathKind}/${record.slug} is now used by another item. Change that item's address first.`,
            );
          await tx.insert(table).values(row as never);
          if (spec.parts && record.parts) await spec.parts.putBack(tx, record.parts);
          if (pathKind) await paths!.assign(tx, pathKind, row.id, row.title, record.slug);
          return {
            record: undefined,
            entityId: row.id,
            summary: summaryOf(row, 'delete'),
            shareCard: { after: cardOf(row) },
          };
        },
      });
    },

    /**
     * Takes every transition due at `now`: scheduled items go live, live items whose unpublish
     * time came go offline. Each is claimed by a conditional UPDATE on the state it was read in,
     * so with several servers running this at once each fires once; the others roll back.
     */
    async fireDue(now: Date): Promise<number> {
      if (!scheduled) return 0;
      const due = await db.read
        .select()
        .from(table)
        .where(
          or(
            and(eq(table.live, false), lte(table.publishAt, now)),
            and(eq(table.live, true), lte(table.unpublishAt, now)),
          ),
        );
      let fired = 0;
      for (const row of due) if (await fire(row as unknown as Row, now)) fired += 1;
      return fired;
    },
  };
}
