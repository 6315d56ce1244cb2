import type { FastifyPluginAsync } from 'fastify';
import type { eventInputSchema } from '#contracts/content/events.ts';
import type { leaveInputSchema } from '#contracts/content/leaves.ts';
import { eventListSchema, eventSavedSchema, eventSchema } from '#contracts/content/events.ts';
import { staffListSchema } from '#contracts/content/publication.ts';
import { itemRoutes } from '#server/modules/content/item-routes.ts';
import type { DatedEntryService } from './dated-entries-service.ts';

export type DatedEntryRoutesOptions = {
  service: DatedEntryService;
  tag: string;
  /** Singular noun for messages, e.g. "Event". */
  noun: string;
  inputSchema: typeof eventInputSchema | typeof leaveInputSchema;
  listPaths: string[];
  createPaths: string[];
  itemPath: string;
  /** Events: the staff list with each event's publication. */
  staffListPath?: string;
};

/** Events and holidays: JSON bodies, public reads (the list and one entry), staff writes. */
export const datedEntryRoutes: FastifyPluginAsync<DatedEntryRoutesOptions> = async (
  app,
  options,
) => {
  const { noun } = options;
  await app.register(itemRoutes, {
    resource: options.service,
    tag: options.tag,
    list: { paths: options.listPaths, schema: eventListSchema },
    itemSchema: eventSchema,
    ...(options.staffListPath && {
      staffList: { path: options.staffListPath, schema: staffListSchema(eventSchema) },
    }),
    createPaths: options.createPaths,
    itemPath: options.itemPath,
    savedSchema: eventSavedSchema,
    messages: {
      created: `${noun} created.`,
      updated: `${noun} updated.`,
      deleted: `${noun} deleted.`,
    },
    input: { schema: options.inputSchema },
  });
};
