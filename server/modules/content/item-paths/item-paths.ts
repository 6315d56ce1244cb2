import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import { itemPath, slugFromTitle, type ItemKind } from '#contracts/content/item-paths.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-errors.ts';

/** `notices/annual-day` without the leading slash: the primary key of item_paths. */
const keyOf = (kind: ItemKind, slug: string) => itemPath(kind, slug).slice(1);
const slugOf = (key: string) => key.slice(key.indexOf('/') + 1);

export type ResolvedPath = { itemId: string; currentSlug: string };

/**
 * Each published item's own address. It is made from the title once and then stays, so shared
 * links keep working; when staff choose another, the old one is kept as a redirect (decision 0008).
 */
export function createItemPaths(db: Database) {
  const { itemPaths } = db.tables;
  const itemTables = {
    news: db.tables.news,
    notices: db.tables.notices,
    events: db.tables.events,
    gallery: db.tables.posts,
  };

  const currentPaths = (q: Queryable, ofKind: SQL) =>
    q
      .select({ itemId: itemPaths.itemId, path: itemPaths.path })
      .from(itemPaths)
      .where(and(ofKind, eq(itemPaths.isCurrent, true)));
  const currentPathsPrepared = currentPaths(
    db.read,
    eq(itemPaths.kind, sql.placeholder('kind')),
  ).prepare('current_item_paths');

  async function currentOf(q: Queryable, kind: ItemKind, itemId: string) {
    const [row] = await q
      .select()
      .from(itemPaths)
      .where(
        and(eq(itemPaths.kind, kind), eq(itemPaths.itemId, itemId), eq(itemPaths.isCurrent, true)),
      )
      .limit(1);
    return row;
  }

  /** The first of `slug`, `slug-2`, `slug-3`… that is free or already this item's. */
  async function freeSlug(tx: Queryable, kind: ItemKind, itemId: string, wanted: string) {
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? wanted : `${wanted}-${n}`;
      const [taken] = await tx
        .select({ itemId: itemPaths.itemId })
        .from(itemPaths)
        .where(eq(itemPaths.path, keyOf(kind, slug)))
        .limit(1);
      if (!taken || taken.itemId === itemId) return slug;
    }
  }

  async function assign(
    tx: Queryable,
    kind: ItemKind,
    itemId: string,
    title: string,
    requested?: string,
  ): Promise<string> {
    const current = await currentOf(tx, kind, itemId);
    if (current && (requested === undefined || slugOf(current.path) === requested))
      return slugOf(current.path);
    const slug = await freeSlug(tx, kind, itemId, requested ?? slugFromTitle(title));
    if (requested !== undefined && slug !== requested)
      throw new HttpError(400, 'slug: This address is already used by another item.', [
        { field: 'slug', message: 'This address is already used by another item.' },
      ]);
    await tx
      .update(itemPaths)
      .set({ isCurrent: false })
      .where(and(eq(itemPaths.kind, kind), eq(itemPaths.itemId, itemId)));
    await tx
      .insert(itemPaths)
      .values({ path: keyOf(kind, slug), kind, itemId, isCurrent: true, createdAt: new Date() })
      .onConflictDoUpdate({ target: itemPaths.path, set: { isCurrent: true } });
    return slug;
  }

  return {
    /**
     * In a content write: the item's current slug after this change. A new item gets one from
     * its title; `requested` (typed by staff) replaces the current one, which then redirects.
     */
    assign,

    /** In a delete: the item's addresses go with it (they answer 404 and may be reused). */
    async remove(tx: Queryable, kind: ItemKind, itemId: string): Promise<void> {
      await tx.delete(itemPaths).where(and(eq(itemPaths.kind, kind), eq(itemPaths.itemId, itemId)));
    },

    /** Whether another item holds `slug` of `kind`, as its address or an old one that redirects. */
    async taken(tx: Queryable, kind: ItemKind, slug: string): Promise<boolean> {
      const [row] = await tx
        .select({ itemId: itemPaths.itemId })
        .from(itemPaths)
        .where(eq(itemPaths.path, keyOf(kind, slug)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Current slug of every item of a kind, by item id (in `q`, a transaction, if given). Every
     * public list reads them, so outside a transaction the statement is prepared once.
     */
    async currentSlugs(kind: ItemKind, q?: Queryable): Promise<Map<string, string>> {
      const rows = await (q
        ? currentPaths(q, eq(itemPaths.kind, kind))
        : currentPathsPrepared.execute({ kind }));
      return new Map(rows.map((row) => [row.itemId, slugOf(row.path)]));
    },

    /** The item an address names, current or replaced. */
    async resolve(kind: ItemKind, slug: string): Promise<ResolvedPath | undefined> {
      const [row] = await db.read
        .select()
        .from(itemPaths)
        .where(eq(itemPaths.path, keyOf(kind, slug)))
        .limit(1);
      if (!row) return undefined;
      if (row.isCurrent) return { itemId: row.itemId, currentSlug: slug };
      const current = await currentOf(db.read, kind, row.itemId);
      return current && { itemId: row.itemId, currentSlug: slugOf(current.path) };
    },

    /** Items saved before addresses existed get one; run at start, a no-op once all have one. */
    async backfill(): Promise<void> {
      for (const [kind, table] of Object.entries(itemTables) as [
        ItemKind,
        typeof db.tables.news,
      ][]) {
        const missing = await db.read
          .select({ id: table.id, title: table.title })
          .from(table)
          .where(
            notExists(
              db.read
                .select({ path: itemPaths.path })
                .from(itemPaths)
                .where(and(eq(itemPaths.kind, kind), eq(itemPaths.itemId, table.id))),
            ),
          );
        if (missing.length === 0) continue;
        await db.write(async (tx) => {
          for (const item of missing) await assign(tx, kind, item.id, item.title);
        });
      }
    },
  };
}

export type ItemPaths = ReturnType<typeof createItemPaths>;
