import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import {
  contentKindNames,
  contentKinds,
  kindAdmin,
  mediaHoldingKinds,
  scheduledKinds,
  type ContentKind,
  type KindInFeed,
  type MediaHoldingKind,
} from '#contracts/content/content-kinds.ts';
import { eventInputSchema } from '#contracts/content/events.ts';
import type { ItemKind } from '#contracts/content/item-paths.ts';
import { leaveInputSchema } from '#contracts/content/leaves.ts';
import type { ItemOf } from '#contracts/public-content.ts';
import type { Database } from '#server/db/database.ts';
import type { ContentWriter } from '#server/modules/content-writer/index.ts';
import type { FileHolding } from '#server/db/file-holding.ts';
import type { FileHoldings } from '#server/modules/media/index.ts';
import {
  itemSearch,
  type KindDocuments,
  type SearchedKinds,
} from '#server/modules/search/index.ts';
import { achievementsRoutes } from './achievements/achievements-routes.ts';
import {
  achievementDocuments,
  createAchievementsService,
} from './achievements/achievements-service.ts';
import { datedEntryRoutes } from './dated-entries/dated-entries-routes.ts';
import {
  createDatedEntryService,
  holidayDocuments,
} from './dated-entries/dated-entries-service.ts';
import type { ItemPaths } from './item-paths/item-paths.ts';
import { newsRoutes } from './news/news-routes.ts';
import { createNewsService } from './news/news-service.ts';
import { noticesRoutes } from './notices/notices-routes.ts';
import {
  createNoticesService,
  noticeDocuments,
  noticeEnclosure,
  type CircularOptions,
} from './notices/notices-service.ts';
import { postsRoutes } from './posts/posts-routes.ts';
import { createPostsService, postDocuments } from './posts/posts-service.ts';

/** What a kind's service is made with (content-services.ts). */
export type KindServiceDeps = {
  db: Database;
  write: ContentWriter;
  paths: ItemPaths;
  circulars: CircularOptions;
};

/** A file the news feed attaches to an item (RSS `enclosure`, server/modules/feeds/rss-feed.ts). */
type Enclosure = { path: string; byteSize: number; contentType: string };

/**
 * What the server does with one content kind beyond its registry entry
 * (contracts/content/content-kinds.ts); the fields a kind's flags there call for are null for a
 * kind without them, so the compiler names what a new kind must say.
 */
type KindEntry<Kind extends ContentKind> = {
  /** How its service is made (content-services.ts names it by its entity). */
  service: (deps: KindServiceDeps) => unknown;
  /**
   * Its API routes plugin (content-routes.ts), given its service and `routeOptions`. Checked by
   * `everyKindServedByItsRoutes` below, not typed here: a Fastify type here makes this record's
   * type depend on FastifyInstance, which app.ts gives the content services, typed by this record.
   */
  routes: unknown;
  routeOptions: object;
  /** The field of an item the sitemap gives as its page's last change (server/plugins/site-maps.ts). */
  lastChange: Kind extends ItemKind ? Extract<keyof ItemOf[Kind], 'createdAt' | 'updatedAt'> : null;
  /** How site search makes its records' documents (server/modules/search/search-documents.ts). */
  search: KindDocuments;
  /** What its news feed entries add to the item at its page (server/modules/feeds/feeds-routes.ts). */
  rss: Kind extends KindInFeed<'rss'>
    ? { enclosure?: (item: ItemOf[Kind]) => Enclosure | undefined }
    : null;
  /** Where its items hold files, for the media library (server/modules/media/media-uses.ts). */
  files: Kind extends MediaHoldingKind
    ? FileHolding<(typeof contentKinds)[Kind]['tables'][0]>
    : null;
};

/**
 * Every content kind on the server, once (docs/decisions/0031-content-kind-registry.md): the
 * services, the routes, the sitemap, site search, the news feed, the media library and the
 * Today screen iterate this record, and a kind missing from it does not compile.
 */
export const kindEntries = {
  news: {
    service: ({ db, write, paths }) => createNewsService(db, write, paths),
    routes: newsRoutes,
    routeOptions: {},
    // As its page's structured data says (web/features/items/item-view.ts).
    lastChange: 'createdAt',
    search: itemSearch('news', (tables) => tables.news),
    rss: {},
    files: { column: 'imageId' },
  },
  notices: {
    service: ({ db, write, paths, circulars }) => createNoticesService(db, write, paths, circulars),
    routes: noticesRoutes,
    routeOptions: {},
    lastChange: 'updatedAt',
    search: noticeDocuments,
    rss: { enclosure: noticeEnclosure },
    files: { column: 'fileId' },
  },
  events: {
    service: ({ db, write, paths }) =>
      createDatedEntryService(db, write, db.tables.events, 'events', paths),
    routes: datedEntryRoutes,
    routeOptions: {
      tag: 'events',
      noun: 'Event',
      inputSchema: eventInputSchema,
      listPaths: ['/api/events'],
      createPaths: ['/api/events'],
      itemPath: '/api/events/:id',
      staffListPath: '/api/admin/events',
    },
    lastChange: 'updatedAt',
    search: itemSearch('events', (tables) => tables.events),
    rss: {},
    files: null,
  },
  holidays: {
    // Same columns as events (see dated-entries-service.ts); no pages, so no paths.
    service: ({ db, write }) =>
      createDatedEntryService(
        db,
        write,
        db.tables.leaves as unknown as typeof db.tables.events,
        'holidays',
      ),
    routes: datedEntryRoutes,
    routeOptions: {
      tag: 'holidays',
      noun: 'Holiday',
      inputSchema: leaveInputSchema,
      listPaths: ['/api/leaves'],
      createPaths: ['/api/leaves/apply'],
      itemPath: '/api/leaves/:id',
    },
    lastChange: null,
    search: holidayDocuments,
    rss: null,
    files: null,
  },
  gallery: {
    service: ({ db, write, paths }) => createPostsService(db, write, paths),
    routes: postsRoutes,
    routeOptions: {},
    lastChange: 'createdAt',
    search: postDocuments,
    rss: null,
    // Every photo of an album (the cover is one of them).
    files: { table: 'postPhotos', column: 'fileId', item: 'postId' },
  },
  achievements: {
    service: ({ db, write, paths }) => createAchievementsService(db, write, paths),
    routes: achievementsRoutes,
    routeOptions: {},
    lastChange: 'updatedAt',
    search: achievementDocuments,
    rss: {},
    files: { column: 'imageId' },
  },
} satisfies { [Kind in ContentKind]: KindEntry<Kind> };

type Entity<Kind extends ContentKind> = (typeof contentKinds)[Kind]['entity'];
type Entry<Kind extends ContentKind> = (typeof kindEntries)[Kind];

/**
 * Does not compile while a kind's routes plugin does not take the service its entry makes and
 * its route options, and names the kind.
 */
type RoutesMismatch = {
  [Kind in ContentKind]: Entry<Kind>['routes'] extends FastifyPluginAsync<infer Options>
    ? { service: ReturnType<Entry<Kind>['service']> } & Entry<Kind>['routeOptions'] extends Options
      ? never
      : Kind
    : Kind;
}[ContentKind];
export const everyKindServedByItsRoutes: [RoutesMismatch] extends [never]
  ? true
  : { routesMismatch: RoutesMismatch } = true;

/** Each kind's service, named by its entity (the content writer's name, as the trash names it). */
export type KindServices = {
  [Kind in ContentKind as Entity<Kind>]: ReturnType<Entry<Kind>['service']>;
};

/** Every kind's service, made as its entry says. */
export const makeKindServices = (deps: KindServiceDeps) =>
  Object.fromEntries(
    contentKindNames.map((kind) => [contentKinds[kind].entity, kindEntries[kind].service(deps)]),
  ) as KindServices;

/** Registers every kind's API routes, each with the service its entry made. */
export async function registerKindRoutes(
  app: FastifyInstance,
  services: KindServices,
): Promise<void> {
  for (const kind of contentKindNames) {
    const { routes, routeOptions } = kindEntries[kind];
    // The service under the kind's entity was made by this same entry (makeKindServices), and
    // its routes take it (everyKindServedByItsRoutes).
    await app.register(routes as FastifyPluginAsync<Record<string, unknown>>, {
      ...routeOptions,
      service: services[contentKinds[kind].entity],
    });
  }
}

/**
 * How each kind's records become search documents, and where they hold files, for the search
 * index (app.ts wires it).
 */
export const searchedKinds: SearchedKinds = Object.fromEntries(
  contentKindNames.map((kind) => [
    kind,
    { documents: kindEntries[kind].search, files: kindEntries[kind].files },
  ]),
) as SearchedKinds;

/** Where each kind that holds files holds them, for the media library (content-services.ts). */
export const fileHoldings = Object.fromEntries(
  mediaHoldingKinds.map((kind) => [
    kind,
    { ...kindEntries[kind].files, records: kindAdmin(kind).record },
  ]),
) as FileHoldings;

/**
 * The kinds whose drafts and scheduled items the Today screen lists, in the registry's order:
 * every kind that can be scheduled.
 */
export const kindsOnToday = scheduledKinds;
