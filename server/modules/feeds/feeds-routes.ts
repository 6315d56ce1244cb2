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
      const [events, leaves, settings] = await Promise.all([
        services.events.list(),
        services.leaves.list(),
        school(),
      ]);
      const entries = [
        ...events.map((entry) => ({ ...entry, category: 'Event' as const })),
        ...leaves.map((entry) => ({ ...entry, category: 'Holiday' as const })),
      ];
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
      const [news, notices, events, published, settings] = await Promise.all([
        services.news.list(),
        services.notices.list(),
        services.events.list(),
        publicationTimes(db),
        school(),
      ]);
      const when = (item: { id: string; createdAt: string }) =>
        published.get(item.id) ?? new Date(item.createdAt);
      const items: FeedItem[] = [
        ...news.map((item) => ({
          ...item,
          published: when(item),
          category: 'News' as const,
          path: itemPath('news', item.slug),
        })),
        ...notices.map((notice) => ({
          ...notice,
          published: when(notice),
          category: 'Notice' as const,
          path: itemPath('notices', notice.slug),
          ...(notice.fileUrl && {
            enclosure: {
              path: notice.fileUrl,
              byteSize: notice.fileSize ?? 0,
              contentType: notice.fileType ?? 'application/octet-stream',
            },
          }),
        })),
        ...events.map((event) => ({
          ...event,
          published: when(event),
          category: 'Event' as const,
          path: itemPath('events', event.slug ?? ''),
        })),
      ];
      return reply
        .type('application/rss+xml; charset=utf-8')
        .send(rssFeed(items, publicUrl, settings));
    },
  );
};
