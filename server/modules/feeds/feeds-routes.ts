import { contentKinds, kindsInFeed, type KindInFeed } from '#contracts/content/content-kinds.ts';
import { itemPath } from '#contracts/content/item-paths.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { Database } from '#server/db/database.ts';
import type { ContentServices } from '#server/modules/content/index.ts';
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

/** A news feed item before its category and publication time are added. */
type RssEntry = Omit<FeedItem, 'category' | 'published'> & { createdAt: string };

/** Each kind in the news feed (contracts/content/content-kinds.ts) as the feed shows it. */
const rssEntries = (
  services: ContentServices,
): {
  [Kind in KindInFeed<'rss'>]: () => Promise<RssEntry[]>;
} => ({
  news: async () =>
    (await services.news.list()).map((item) => ({ ...item, path: itemPath('news', item.slug) })),
  notices: async () =>
    (await services.notices.list()).map((notice) => ({
      ...notice,
      path: itemPath('notices', notice.slug),
      ...(notice.fileUrl && {
        enclosure: {
          path: notice.fileUrl,
          byteSize: notice.fileSize ?? 0,
          contentType: notice.fileType ?? 'application/octet-stream',
        },
      }),
    })),
  events: async () =>
    (await services.events.list()).map((event) => ({
      ...event,
      path: itemPath('events', event.slug ?? ''),
    })),
  achievements: async () =>
    (await services.achievements.list()).map((achievement) => ({
      ...achievement,
      path: itemPath('achievements', achievement.slug),
    })),
});

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
      const entries = rssEntries(services);
      const [lists, published, settings] = await Promise.all([
        Promise.all(
          kindsInFeed('rss').map(async (kind) => ({ kind, items: await entries[kind]() })),
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
