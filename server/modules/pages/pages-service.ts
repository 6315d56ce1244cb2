import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, asc, desc, eq, isNotNull, lte, ne } from 'drizzle-orm';
import {
  describePagePath,
  pageInputSchema,
  pageSchema,
  type Page,
  type PageInput,
  type PageLookup,
  type PageStatus,
  type PageSummary,
  type PageVersions,
  type Revision,
} from '#contracts/content/pages.ts';
import { homePageSlug } from '#contracts/content/page-reading.ts';
import { translationProgress } from '#contracts/content/translation.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { HttpError, notFound } from '#server/lib/http-errors.ts';
import { assertKnownIdShape } from '#server/lib/http-errors.ts';
import type { Actor, ContentWriter } from '#server/modules/content-writer/index.ts';
import { createPageTrash } from './page-trash.ts';
import { revisionChanges } from './revision-changes.ts';
import { withSeedHindi } from './seed-hindi.ts';

type PageRow = Database['tables']['pages']['$inferSelect'];

/** Thrown to roll back a scheduled publish another server claimed first. */
class NotClaimed extends Error {}

/** What taking a page offline clears: its public version and any time set to do it. */
const offline = { published: null, publishedAt: null, unpublishAt: null, unpublishBy: null };

/** Who the seeded pages are "updated by" until staff change them. */
export const seedAuthor = 'school-site';

/**
 * Whether a stored page is exactly `seed`, its own stamps aside: as JSON, where a seed's absent
 * fields (`undefined`) are no keys, and in any key order (PostgreSQL's jsonb keeps its own).
 */
function isSeedAsStored(stored: unknown, seed: PageInput): boolean {
  if (typeof stored !== 'object' || stored === null) return false;
  const { updatedAt: _at, updatedBy: _by, ...text } = stored as Record<string, unknown>;
  return isDeepStrictEqual(text, JSON.parse(JSON.stringify(seed)));
}

/** A stored page the current contract refuses is treated as absent rather than shown broken. */
function parsed(data: unknown): Page | undefined {
  const result = pageSchema.safeParse(data);
  return result.success ? result.data : undefined;
}

function statusOf(row: PageRow): PageStatus {
  if (row.scheduledAt) return 'scheduled';
  if (!row.published || !row.publishedAt) return 'draft';
  return row.updatedAt.getTime() > row.publishedAt.getTime() ? 'draft changes' : 'published';
}

/** A 400 whose message says which section and block are wrong, and whose errors name the fields. */
export function parsePageInput(body: unknown): PageInput {
  const result = pageInputSchema.safeParse(body);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const where = describePagePath(body, issue.path);
    return {
      field: issue.path.join('.') || 'body',
      message: where ? `${where}: ${issue.message}` : issue.message,
    };
  });
  throw new HttpError(400, errors[0]!.message, errors);
}

/**
 * The home page is the site's front page at `/`: its address stays `home` (pagePath). Checked
 * before the page rules too, whose refusal of its live bands elsewhere would say less.
 */
export function assertHomeKeepsAddress(slug: string, input: { slug?: unknown }): void {
  if (slug !== homePageSlug || input.slug === homePageSlug) return;
  const message = 'The home page keeps its address: it is the front page of the site, at /.';
  throw new HttpError(400, `slug: ${message}`, [{ field: 'slug', message }]);
}

/** A site without its front page would answer 404 at `/`: the home page is changed, not taken down. */
function assertNotHome(slug: string): void {
  if (slug !== homePageSlug) return;
  const message = 'The home page cannot be taken offline: publish a changed version instead.';
  throw new HttpError(400, message, [{ field: 'slug', message }]);
}

/** One line for a revision: what changed between two versions of a page, as far as a list can say. */
function changeSummary(before: Page | undefined, after: Page): string {
  if (!before) return 'First published';
  const changed: string[] = [];
  if (before.slug !== after.slug) changed.push(`address /${before.slug} → /${after.slug}`);
  if (before.title !== after.title || before.description !== after.description)
    changed.push('title');
  if (JSON.stringify(before.hero) !== JSON.stringify(after.hero)) changed.push('hero');
  const titles = new Set([...before.sections, ...after.sections].map((section) => section.id));
  for (const id of titles) {
    const a = before.sections.find((section) => section.id === id);
    const b = after.sections.find((section) => section.id === id);
    if (JSON.stringify(a) !== JSON.stringify(b)) changed.push(b?.title ?? a?.title ?? id);
  }
  if (JSON.stringify(before.cta) !== JSON.stringify(after.cta)) changed.push('closing band');
  return changed.length
    ? `Changed: ${changed.join(', ')}`.slice(0, 200)
    : 'Published again, no change';
}

/**
 * The information pages (decision 0018): staff save drafts, publish them (each publish keeps a
 * revision) and restore earlier revisions as a new draft. Writes go through the content writer,
 * so each is one transaction with its audit entry and drops the public cache.
 */
export function createPagesService(
  db: Database,
  write: ContentWriter,
  /** Whether another part of the site (news, contact, …) answers at `/<slug>`. */
  isSiteAddress: (slug: string) => boolean = () => false,
) {
  const { pages, pageRevisions, pageRedirects } = db.tables;
  const pageTrash = createPageTrash(db, write, seedAuthor, isSiteAddress);

  async function rowOf(q: Queryable, slug: string): Promise<PageRow> {
    const [row] = await q.select().from(pages).where(eq(pages.slug, slug)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  function versionsOf(row: PageRow): PageVersions {
    const draft = parsed(row.draft);
    if (!draft) throw notFound();
    return {
      draft,
      published: (row.published ? parsed(row.published) : undefined) ?? null,
      status: statusOf(row),
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      unpublishAt: row.unpublishAt?.toISOString() ?? null,
    };
  }

  /** Another page (or another page's old address) already answers at `slug`. */
  async function assertSlugFree(tx: Queryable, pageId: string, slug: string): Promise<void> {
    const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug));
    const [moved] = await tx
      .select({ pageId: pageRedirects.pageId })
      .from(pageRedirects)
      .where(eq(pageRedirects.slug, slug));
    if ((page && page.id !== pageId) || (moved && moved.pageId !== pageId))
      throw new HttpError(400, 'slug: This address is already used by another page.', [
        { field: 'slug', message: 'This address is already used by another page.' },
      ]);
    // A page there would never be seen: the site's own page at that address answers first.
    if (!page && !moved && isSiteAddress(slug))
      throw new HttpError(400, 'slug: This address is used by another part of the site.', [
        { field: 'slug', message: 'This address is used by another part of the site.' },
      ]);
  }

  /**
   * Fires each due schedule in its own write, claimed by `fire` (a conditional UPDATE that
   * answers undefined when another server claimed it first, which rolls this write back), so
   * with several servers each fires once. Answers the addresses of the pages fired.
   */
  async function fireClaimed(
    due: PageRow[],
    chosenBy: 'scheduledBy' | 'unpublishBy',
    fire: (tx: Queryable, row: PageRow) => Promise<{ slug: string; summary: string } | undefined>,
  ): Promise<string[]> {
    const fired: string[] = [];
    for (const row of due) {
      try {
        fired.push(
          await write({
            actor: { username: row[chosenBy] ?? seedAuthor },
            action: 'update',
            entity: 'pages',
            work: async (tx) => {
              const done = await fire(tx, row);
              if (!done) throw new NotClaimed();
              return { record: done.slug, entityId: row.id, summary: done.summary };
            },
          }),
        );
      } catch (error) {
        if (!(error instanceof NotClaimed)) throw error;
      }
    }
    return fired;
  }

  /** In a write: `page` becomes the published page (and the draft), kept as a revision. */
  async function publishIn(
    tx: Queryable,
    row: PageRow,
    input: Page,
    username: string,
    now: Date,
    summary?: string,
  ): Promise<PageRow> {
    const page: Page = { ...input, updatedAt: now.toISOString(), updatedBy: username };
    if (page.slug !== row.slug) {
      await assertSlugFree(tx, row.id, page.slug);
      await tx.delete(pageRedirects).where(eq(pageRedirects.slug, page.slug));
      await tx.insert(pageRedirects).values({ slug: row.slug, pageId: row.id, createdAt: now });
    }
    const line = summary || changeSummary(row.published ? parsed(row.published) : undefined, page);
    const [saved] = await tx
      .update(pages)
      .set({
        slug: page.slug,
        draft: page,
        published: page,
        updatedAt: now,
        updatedBy: username,
        publishedAt: now,
        scheduled: null,
        scheduledAt: null,
        scheduledBy: null,
      })
      .where(eq(pages.id, row.id))
      .returning();
    await tx.insert(pageRevisions).values({
      id: randomUUID(),
      pageId: row.id,
      data: page,
      summary: line,
      createdBy: username,
      createdAt: now,
    });
    return saved!;
  }

  return {
    /** Moves the page to the trash (page-trash.ts); the site's own pages are refused. */
    remove: pageTrash.remove,

    /** What the trash restores pages through (server/modules/trash/trash-service.ts). */
    fromTrash: { restore: pageTrash.restore },

    trashedSlugs: pageTrash.trashedSlugs,

    async list(): Promise<PageSummary[]> {
      const rows = await db.read.select().from(pages).orderBy(asc(pages.slug));
      return rows.flatMap((row) => {
        const draft = parsed(row.draft);
        if (!draft) return [];
        return [
          {
            slug: row.slug,
            title: draft.title,
            status: statusOf(row),
            updatedAt: row.updatedAt.toISOString(),
            updatedBy: row.updatedBy,
            scheduledAt: row.scheduledAt?.toISOString() ?? null,
            hindi: translationProgress(draft),
            unpublishAt: row.unpublishAt?.toISOString() ?? null,
          },
        ];
      });
    },

    async get(slug: string): Promise<PageVersions> {
      return versionsOf(await rowOf(db.read, slug));
    },

    /** The published page at `slug`, or where an earlier address of a page moved to. */
    async published(slug: string): Promise<PageLookup> {
      const [row] = await db.read.select().from(pages).where(eq(pages.slug, slug)).limit(1);
      if (row) {
        const page = row.published ? parsed(row.published) : undefined;
        return page ? { page } : undefined;
      }
      const [moved] = await db.read
        .select({ slug: pages.slug, published: pages.published })
        .from(pageRedirects)
        .innerJoin(pages, eq(pages.id, pageRedirects.pageId))
        .where(eq(pageRedirects.slug, slug))
        .limit(1);
      return moved?.published ? { movedTo: moved.slug } : undefined;
    },

    /** A new page at the address in `input`: a draft, public once published. */
    create(actor: Actor, input: PageInput): Promise<PageVersions> {
      return write({
        actor,
        action: 'create',
        entity: 'pages',
        work: async (tx) => {
          const id = randomUUID();
          await assertSlugFree(tx, id, input.slug);
          const now = new Date();
          const draft: Page = { ...input, updatedAt: now.toISOString(), updatedBy: actor.username };
          const [saved] = await tx
            .insert(pages)
            .values({ id, slug: input.slug, draft, updatedAt: now, updatedBy: actor.username })
            .returning();
          return { record: versionsOf(saved!), entityId: id, summary: `New page /${input.slug}` };
        },
      });
    },

    /** Saves the draft; the public page stays as it is until Publish. */
    saveDraft(actor: Actor, slug: string, input: PageInput): Promise<PageVersions> {
      return write({
        actor,
        action: 'update',
        entity: 'pages',
        work: async (tx) => {
          const row = await rowOf(tx, slug);
          assertHomeKeepsAddress(row.slug, input);
          if (input.slug !== slug) await assertSlugFree(tx, row.id, input.slug);
          const now = new Date();
          const draft: Page = { ...input, updatedAt: now.toISOString(), updatedBy: actor.username };
          const [saved] = await tx
            .update(pages)
            .set({ draft, updatedAt: now, updatedBy: actor.username })
            .where(eq(pages.id, row.id))
            .returning();
          return { record: versionsOf(saved!), entityId: row.id, summary: `Draft of /${slug}` };
        },
      });
    },

    /**
     * Makes the draft the public page and keeps it as a revision, now or, with `at` in the
     * future, at that time (publishDue). A changed address takes effect on publishing: the old
     * one is kept as a redirect (301) to the new one.
     */
    publish(
      actor: Actor,
      slug: string,
      options: { summary?: string; at?: Date; now?: Date } = {},
    ): Promise<PageVersions> {
      const now = options.now ?? new Date();
      const later = options.at && options.at.getTime() > now.getTime() ? options.at : undefined;
      return write({
        actor,
        action: 'update',
        entity: 'pages',
        work: async (tx) => {
          const row = await rowOf(tx, slug);
          const draft = parsed(row.draft);
          if (!draft) throw notFound();
          if (later) {
            if (draft.slug !== row.slug) await assertSlugFree(tx, row.id, draft.slug);
            const [saved] = await tx
              .update(pages)
              .set({ scheduled: draft, scheduledAt: later, scheduledBy: actor.username })
              .where(eq(pages.id, row.id))
              .returning();
            return {
              record: versionsOf(saved!),
              entityId: row.id,
              summary: `Scheduled /${slug} to publish at ${later.toISOString()}`,
            };
          }
          const saved = await publishIn(tx, row, draft, actor.username, now, options.summary);
          return {
            record: versionsOf(saved),
            entityId: row.id,
            summary: `Published /${saved.slug}`,
          };
        },
      });
    },

    /**
     * Publishes every scheduled page whose time has come. Each is claimed by clearing its
     * schedule where it is still the one read, so with several servers running this at once a
     * schedule fires exactly once; the others find nothing to claim and write nothing.
     */
    async publishDue(now: Date): Promise<string[]> {
      const due = await db.read
        .select()
        .from(pages)
        .where(and(isNotNull(pages.scheduledAt), lte(pages.scheduledAt, now)));
      return fireClaimed(due, 'scheduledBy', async (tx, row) => {
        const page = row.scheduled ? parsed(row.scheduled) : undefined;
        const claimed = await tx
          .update(pages)
          .set({ scheduled: null, scheduledAt: null, scheduledBy: null })
          .where(and(eq(pages.id, row.id), eq(pages.scheduledAt, row.scheduledAt!)))
          .returning({ id: pages.id });
        if (claimed.length === 0 || !page) return undefined;
        const saved = await publishIn(tx, row, page, row.scheduledBy ?? seedAuthor, now);
        return { slug: saved.slug, summary: `Published /${saved.slug} as scheduled` };
      });
    },

    /**
     * Takes the published page offline, now or, with `at` in the future, at that time
     * (unpublishDue): its address then answers 404 and the draft stays for staff to publish again.
     */
    unpublish(
      actor: Actor,
      slug: string,
      options: { at?: Date; now?: Date } = {},
    ): Promise<PageVersions> {
      const now = options.now ?? new Date();
      const later = options.at && options.at.getTime() > now.getTime() ? options.at : undefined;
      return write({
        actor,
        action: 'update',
        entity: 'pages',
        work: async (tx) => {
          const row = await rowOf(tx, slug);
          assertNotHome(row.slug);
          if (!row.published) {
            const message = 'This page is not published.';
            throw new HttpError(400, message, [{ field: 'slug', message }]);
          }
          const [saved] = await tx
            .update(pages)
            .set(
              later
                ? { unpublishAt: later, unpublishBy: actor.username }
                : { ...offline, updatedAt: now, updatedBy: actor.username },
            )
            .where(eq(pages.id, row.id))
            .returning();
          return {
            record: versionsOf(saved!),
            entityId: row.id,
            summary: later
              ? `Scheduled /${slug} to go offline at ${later.toISOString()}`
              : `Unpublished /${slug}`,
          };
        },
      });
    },

    /** Takes offline every page whose unpublish time has come, each once (as publishDue). */
    async unpublishDue(now: Date): Promise<string[]> {
      const due = await db.read
        .select()
        .from(pages)
        .where(and(isNotNull(pages.unpublishAt), lte(pages.unpublishAt, now)));
      return fireClaimed(due, 'unpublishBy', async (tx, row) => {
        const claimed = await tx
          .update(pages)
          .set(offline)
          .where(and(eq(pages.id, row.id), eq(pages.unpublishAt, row.unpublishAt!)))
          .returning({ id: pages.id });
        if (claimed.length === 0) return undefined;
        return { slug: row.slug, summary: `Unpublished /${row.slug} as scheduled` };
      });
    },

    async revisions(slug: string): Promise<Revision[]> {
      const row = await rowOf(db.read, slug);
      const rows = await db.read
        .select()
        .from(pageRevisions)
        .where(eq(pageRevisions.pageId, row.id))
        .orderBy(desc(pageRevisions.createdAt));
      // Newest first: the one before each revision is the next in the list.
      const versions = rows.map((revision) => parsed(revision.data));
      return rows.map((revision, index) => ({
        id: revision.id,
        createdAt: revision.createdAt.toISOString(),
        createdBy: revision.createdBy,
        bySite: revision.createdBy === seedAuthor,
        summary: revision.summary,
        changes: revisionChanges(versions[index + 1], versions[index]),
      }));
    },

    /** An earlier revision becomes the draft (the public page changes only when it is published). */
    restore(actor: Actor, slug: string, revisionId: string): Promise<PageVersions> {
      assertKnownIdShape(revisionId);
      return write({
        actor,
        action: 'update',
        entity: 'pages',
        work: async (tx) => {
          const row = await rowOf(tx, slug);
          const [revision] = await tx
            .select()
            .from(pageRevisions)
            .where(and(eq(pageRevisions.id, revisionId), eq(pageRevisions.pageId, row.id)));
          const earlier = revision && parsed(revision.data);
          if (!earlier) throw notFound();
          const now = new Date();
          // The address stays the current one: restoring text must not move the page.
          const draft: Page = {
            ...earlier,
            slug: row.slug,
            updatedAt: now.toISOString(),
            updatedBy: actor.username,
          };
          const [saved] = await tx
            .update(pages)
            .set({ draft, updatedAt: now, updatedBy: actor.username })
            .where(eq(pages.id, row.id))
            .returning();
          return {
            record: versionsOf(saved!),
            entityId: row.id,
            summary: `Restored the revision of ${revision!.createdAt.toISOString()} of /${slug} as a draft`,
          };
        },
      });
    },

    /**
     * Every start: a page of the seed whose address no page answers (neither now nor as an old
     * address, nor a page in the trash) is created, published, so a new school starts with complete pages to edit. Pages
     * staff changed are never touched; with several servers starting at once, one insert wins.
     */
    async seed(seedPages: readonly PageInput[]): Promise<number> {
      const rows = await db.read.select({ slug: pages.slug }).from(pages);
      const moved = await db.read.select({ slug: pageRedirects.slug }).from(pageRedirects);
      // A page in the trash keeps its address, to be restored at it.
      const trashed = (await pageTrash.trashedSlugs()).map((slug) => ({ slug }));
      const taken = new Set([...rows, ...moved, ...trashed].map((row) => row.slug));
      const missing = seedPages.filter((page) => !taken.has(page.slug));
      if (missing.length === 0) return 0;
      const now = new Date();
      await db.write(async (tx) => {
        for (const input of missing) {
          const page: Page = { ...input, updatedAt: now.toISOString(), updatedBy: seedAuthor };
          const inserted = await tx
            .insert(pages)
            .values({
              id: randomUUID(),
              slug: page.slug,
              draft: page,
              published: page,
              updatedAt: now,
              updatedBy: seedAuthor,
              publishedAt: now,
            })
            .onConflictDoNothing({ target: pages.slug })
            .returning({ id: pages.id });
          // The shipped text is the first revision: staff can always go back to it.
          for (const { id } of inserted)
            await tx.insert(pageRevisions).values({
              id: randomUUID(),
              pageId: id,
              data: page,
              summary: 'The text the site shipped with',
              createdBy: seedAuthor,
              createdAt: now,
            });
        }
      });
      return missing.length;
    },

    /**
     * Every start, after `seed`: a seeded page staff never changed (its last change and every
     * revision by the site itself, nothing scheduled) takes the Hindi of today's seed wherever its
     * English is still the seed's (seed-hindi.ts), published as a new revision by the site. So a
     * school that installed before a page had Hindi gets it; a page staff changed is theirs and
     * is left alone. Answers the addresses of the pages changed.
     */
    async addSeedHindi(seedPages: readonly PageInput[]): Promise<string[]> {
      const seeds = new Map(seedPages.map((page) => [page.slug, page]));
      const rows = await db.read.select().from(pages).where(eq(pages.updatedBy, seedAuthor));
      const changed: string[] = [];
      for (const row of rows) {
        const seed = seeds.get(row.slug);
        if (!seed || !row.published || row.scheduledAt || row.unpublishAt) continue;
        // A page that is still word for word today's seed has its Hindi already: the common case
        // at every start, and on a new site right after `seed`. Checked before the schema reads
        // the page, which took about a second for the shipped pages (first-setup.spec.ts waits
        // on the setup screen's answer).
        if (isSeedAsStored(row.published, seed)) continue;
        const published = parsed(row.published);
        if (!published || !isDeepStrictEqual(parsed(row.draft), published)) continue;
        const withHindi = withSeedHindi(published, pageInputSchema.parse(seed));
        if (withHindi === published) continue;
        const [byStaff] = await db.read
          .select({ id: pageRevisions.id })
          .from(pageRevisions)
          .where(and(eq(pageRevisions.pageId, row.id), ne(pageRevisions.createdBy, seedAuthor)))
          .limit(1);
        if (byStaff) continue;
        const now = new Date();
        const page: Page = { ...withHindi, updatedAt: now.toISOString(), updatedBy: seedAuthor };
        try {
          changed.push(
            await write({
              actor: { username: seedAuthor },
              action: 'update',
              entity: 'pages',
              work: async (tx) => {
                // Unless staff (or another server starting) changed the page since it was read.
                const claimed = await tx
                  .update(pages)
                  .set({ draft: page, published: page, updatedAt: now, publishedAt: now })
                  .where(and(eq(pages.id, row.id), eq(pages.updatedAt, row.updatedAt)))
                  .returning({ id: pages.id });
                if (claimed.length === 0) throw new NotClaimed();
                const summary = `Added the Hindi of the site's text to /${row.slug}`;
                await tx.insert(pageRevisions).values({
                  id: randomUUID(),
                  pageId: row.id,
                  data: page,
                  summary,
                  createdBy: seedAuthor,
                  createdAt: now,
                });
                return { record: row.slug, entityId: row.id, summary };
              },
            }),
          );
        } catch (error) {
          if (!(error instanceof NotClaimed)) throw error;
        }
      }
      return changed;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
