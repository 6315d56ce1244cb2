import type { FastifyPluginAsync } from 'fastify';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { calendarRoutes } from './calendar-routes.ts';
import type { ContentServices } from '#server/modules/content/content-services.ts';
import { disclosuresRoutes } from './disclosures/disclosures-routes.ts';
import { registerKindRoutes } from './kind-entries.ts';

type Options = { services: ContentServices; storage: FileStorage };

/** Every content path of the API (the legacy aliases are rewritten to them: lib/legacy-paths.ts). */
export const contentRoutes: FastifyPluginAsync<Options> = async (app, { services, storage }) => {
  await registerKindRoutes(app, services);
  await app.register(calendarRoutes, { calendar: services.calendar });
  await app.register(disclosuresRoutes, { service: services.disclosures, storage });
};
