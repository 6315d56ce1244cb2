import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { homePageSlug } from '#contracts/content/page-reading.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { HttpError, notFound } from '#server/lib/http-errors.ts';
import type { Actor, ContentWriter } from '#server/modules/content-writer/index.ts';
import {
  rowOfTrashRecord,
  trashedRowOf,
  trashRecordOf,
  type TrashRecord,
} from '#server/modules/trash/index.ts';

/** The trash's name of the kind, the audit log's entity of pages. */
const pagesKind = 'pages';

/**
 * A page moved to the trash also leaves the menus that link to it (the public reader leaves its
 * links out while it is there), so the pages drawn with those menus are rendered again.
 */
const alsoChanges = ['menus'];

function refused(message: string): HttpError {
  return new HttpError(400, message, [{ field: 'slug', message }]);
}

/** The page's title as staff last saw it in the Pages tab: its draft's. */
function titleOf(row: { slug: string; draft: unknown }): string {
  const title = (row.draft as { title?: unknown } | null)?.title;
  return typeof title === 'string' && title ? title : `/${row.slug}`;
}

/**
 * Deleting an information page moves it to the trash (server/modules/trash/) with all it is: its
 * row (draft, published and scheduled versions, with their Hindi), its revisions and its earlier
 * addresses, so restoring brings it back as it was. Pages own no files: a page links to files of
 * the media library, shared with the rest of the site, so purging a page deletes none.
 */
export function createPageTrash(
  db: Database,
  write: ContentWriter,
  /** Who the site itself names as the author of the pages it set up (pages-service.ts). */
  seedAuthor: string,
  /** Whether another part of the site (news, contact, …) answers at `/<slug>`. */
  isSiteAddress: (slug: string) => boolean = () => false,
) {
  const { pages, pageRevisions, pageRedirects, trash } = db.tables;

  /**
   * The pages the site set up (the seed's, the home page among them) are linked from its fixed
   * routes and default menus, and the seed would put them back on the next start: they are
   * taken offline, never deleted. Staff's own pages have no revision by the site.
   */
  async function assertDeletable(tx: Queryable, page: { id: string; slug: string }) {
    if (page.slug === homePageSlug)
      throw refused('The home page cannot be deleted: it is the front page of the site.');
    const [bySite] = await tx
      .select({ id: pageRevisions.id })
      .from(pageRevisions)
      .where(and(eq(pageRevisions.pageId, page.id), eq(pageRevisions.createdBy, seedAuthor)))
      .limit(1);
    if (bySite)
      throw refused(
        'This page came with the website and cannot be deleted. Use Unpublish to take it off the site.',
      );
  }

  /** Whether the address answers already: a page, an earlier address of one, or the site itself. */
  async function isTaken(tx: Queryable, slug: string): Promise<boolean> {
    const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug));
    const [moved] = await tx
      .select({ slug: pageRedirects.slug })
      .from(pageRedirects)
      .where(eq(pageRedirects.slug, slug));
    return Boolean(page || moved || isSiteAddress(slug));
  }

  return {
    /** Moves the page at `slug` to the trash: its address answers 404 until it is restored. */
    remove(actor: Actor, slug: string): Promise<void> {
      return write({
        actor,
        action: 'delete',
        entity: pagesKind,
        alsoChanges,
        work: async (tx) => {
          const [row] = await tx.select().from(pages).where(eq(pages.slug, slug)).limit(1);
          if (!row) throw notFound();
          await assertDeletable(tx, row);
          const revisions = await tx
            .select()
            .from(pageRevisions)
            .where(eq(pageRevisions.pageId, row.id));
          const redirects = await tx
            .select()
            .from(pageRedirects)
            .where(eq(pageRedirects.pageId, row.id));
          // Deleted one by one rather than by the foreign keys' cascade, which SQLite applies
          // only with its foreign key checks on.
          await tx.delete(pageRevisions).where(eq(pageRevisions.pageId, row.id));
          await tx.delete(pageRedirects).where(eq(pageRedirects.pageId, row.id));
          await tx.delete(pages).where(eq(pages.id, row.id));
          const title = titleOf(row);
          await tx.insert(trash).values({
            id: randomUUID(),
            kind: pagesKind,
            itemId: row.id,
            title,
            record: trashRecordOf(row, row.slug, [], {
              related: {
                revisions: revisions.map(trashedRowOf),
                redirects: redirects.map(trashedRowOf),
              },
            }),
            deletedAt: new Date(),
            deletedBy: actor.username,
          });
          return { record: undefined, entityId: row.id, summary: `/${row.slug} (${title})` };
        },
      });
    },

    /**
     * Brings a page of the trash back at its address with its revisions and draft, unless a page
     * (or another part of the site) took the address meanwhile (409). Its earlier addresses come
     * back where still free: they only redirect to it.
     */
    restore(actor: Actor, entryId: string): Promise<void> {
      return write({
        actor,
        action: 'restore',
        entity: pagesKind,
        alsoChanges,
        work: async (tx) => {
          // Taken out first: of two restores at once, the second finds nothing (404).
          const [entry] = await tx.delete(trash).where(eq(trash.id, entryId)).returning();
          if (!entry || entry.kind !== pagesKind) throw notFound();
          const record = entry.record as TrashRecord;
          const row = rowOfTrashRecord(record) as typeof pages.$inferInsert;
          if (await isTaken(tx, row.slug))
            throw new HttpError(
              409,
              `The page "${entry.title}" cannot be restored: its address /${row.slug} is now used by another page or part of the site. Change that page's address first.`,
            );
          await tx.insert(pages).values(row);
          for (const revision of record.related?.revisions ?? [])
            await tx
              .insert(pageRevisions)
              .values(rowOfTrashRecord(revision) as typeof pageRevisions.$inferInsert);
          for (const redirect of record.related?.redirects ?? []) {
            const earlier = rowOfTrashRecord(redirect) as typeof pageRedirects.$inferInsert;
            if (!(await isTaken(tx, earlier.slug))) await tx.insert(pageRedirects).values(earlier);
          }
          return { record: undefined, entityId: row.id!, summary: `/${row.slug} (${entry.title})` };
        },
      });
    },

    /** The addresses of the pages in the trash: kept from the seed and the public menus. */
    async trashedSlugs(q: Queryable = db.read): Promise<string[]> {
      const rows = await q
        .select({ record: trash.record })
        .from(trash)
        .where(eq(trash.kind, pagesKind));
      return rows.flatMap((row) => (row.record as TrashRecord).slug ?? []);
    },
  };
}

export type PageTrash = ReturnType<typeof createPageTrash>;
