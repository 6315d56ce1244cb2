import { contentKinds, kindsInFeed, type KindInFeed } from '#contracts/content/content-kinds.ts';
import { itemPath } from '#contracts/content/item-paths.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { Database } from '#server/db/database.ts';
import type { ItemOf } from '#contracts/public-content.ts';
import { kindEntries, type ContentServices } from '#server/modules/content/index.ts';
import { fileAnswer } from '#server/lib/file-answer.ts';
import { publicRead } from '#server/http/route-helpers.ts';
import { calendarFeed } from './calendar-feed.ts';
import { publicationTimes } from './publication-times.ts';
import { rssFeed, type FeedItem } from './rss-feed.ts';

type Options = {
  services: ContentServices;
  db: Database;
  publicUrl: string;
  /** The school the feeds are titled after, as its settings are now. */
  school: () => Promise<SchoolSettings>;
};

type RssKind = KindInFeed<'rss'>;

/** A news feed item before its category and publication time are added. */
type RssEntry = Omit<FeedItem, 'category' | 'published'> & { createdAt: string };

/**
 * A kind's news feed entries: its items at their pages, with what its entry adds (a notice's
 * file: server/modules/content/kind-entries.ts).
 */
async function rssEntries(services: ContentServices, kind: RssKind): Promise<RssEntry[]> {
  // Each kind's service is named by its entity (content-services.ts); its entry's enclosure
  // reads that kind's items.
  const items = (await services[contentKinds[kind].entity].list()) as Array<ItemOf[RssKind]>;
  const { enclosure } = kindEntries[kind].rss as {
    enclosure?: (item: ItemOf[RssKind]) => FeedItem['enclosure'];
  };
  return items.map((item) => {
    const attached = enclosure?.(item);
    return {
      ...item,
      path: itemPath(kind, item.slug ?? ''),
      ...(attached && { enclosure: attached }),
    };
  });
}

/**
 * The calendar (iCalendar) and the news feed (RSS). Cached and invalidated like the other public
 * reads: every content write clears the cache, and so does a save of the school's settings, so
 * the next read sees the change.
 */
export const feedsRoutes: FastifyPluginAsync<Options> = async (
  app,
  { services, db, publicUrl, school },
) => {
  app.get(
    '/calendar.ics',
    {
      config: publicRead,
      schema: {
        tags: ['feeds'],
        response: { 200: fileAnswer('Events and holidays (iCalendar)', ['text/calendar'], 'text') },
      },
    },
    async (_request, reply) => {
      const [lists, settings] = await Promise.all([
        Promise.all(
          kindsInFeed('calendar').map(async (kind) => {
            const { entity, labels } = contentKinds[kind];
            const entries = await services[entity].list();
            return entries.map((entry) => ({ ...entry, category: labels.singular }));
          }),
        ),
        school(),
      ]);
      const entries = lists.flat();
      return reply
        .type('text/calendar; charset=utf-8')
        .send(calendarFeed(entries, publicUrl, settings));
    },
  );

  app.get(
    '/feed.xml',
    {
      config: publicRead,
      schema: {
        tags: ['feeds'],
        response: {
          200: fileAnswer('News, notices and events (RSS 2.0)', ['application/rss+xml'], 'text'),
        },
      },
    },
    async (_request, reply) => {
      const [lists, published, settings] = await Promise.all([
        Promise.all(
          kindsInFeed('rss').map(async (kind) => ({
            kind,
            items: await rssEntries(services, kind),
          })),
        ),
        publicationTimes(db),
        school(),
      ]);
      const when = (item: { id: string; createdAt: string }) =>
        published.get(item.id) ?? new Date(item.createdAt);
      const items: FeedItem[] = lists.flatMap(({ kind, items }) =>
        items.map((item) => ({
          ...item,
          published: when(item),
          category: contentKinds[kind].labels.singular,
        })),
      );
      return reply
        .type('application/rss+xml; charset=utf-8')
        .send(rssFeed(items, publicUrl, settings));
    },
  );
};
