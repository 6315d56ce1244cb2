import type { FastifyPluginAsync } from 'fastify';
import { eventInputSchema } from '#contracts/content/events.ts';
import { leaveInputSchema } from '#contracts/content/leaves.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { achievementsRoutes } from './achievements/achievements-routes.ts';
import { calendarRoutes } from './calendar-routes.ts';
import type { ContentServices } from '#server/modules/content/content-services.ts';
import { datedEntryRoutes } from './dated-entries/dated-entries-routes.ts';
import { disclosuresRoutes } from './disclosures/disclosures-routes.ts';
import { newsRoutes } from './news/news-routes.ts';
import { noticesRoutes } from './notices/notices-routes.ts';
import { postsRoutes } from './posts/posts-routes.ts';

type Options = { services: ContentServices; storage: FileStorage };

/** Every content path of the API (the legacy aliases are rewritten to them: lib/legacy-paths.ts). */
export const contentRoutes: FastifyPluginAsync<Options> = async (app, { services, storage }) => {
  await app.register(datedEntryRoutes, {
    service: services.events,
    tag: 'events',
    noun: 'Event',
    inputSchema: eventInputSchema,
    listPaths: ['/api/events'],
    createPaths: ['/api/events'],
    itemPath: '/api/events/:id',
    staffListPath: '/api/admin/events',
  });
  await app.register(datedEntryRoutes, {
    service: services.leaves,
    tag: 'holidays',
    noun: 'Holiday',
    inputSchema: leaveInputSchema,
    listPaths: ['/api/leaves'],
    createPaths: ['/api/leaves/apply'],
    itemPath: '/api/leaves/:id',
  });
  await app.register(calendarRoutes, { calendar: services.calendar });
  await app.register(noticesRoutes, { service: services.notices });
  await app.register(newsRoutes, { service: services.news });
  await app.register(postsRoutes, { service: services.posts });
  await app.register(achievementsRoutes, { service: services.achievements });
  await app.register(disclosuresRoutes, { service: services.disclosures, storage });
};
