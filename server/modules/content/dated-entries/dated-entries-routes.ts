import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { eventInputSchema } from '#contracts/content/events.ts';
import type { leaveInputSchema } from '#contracts/content/leaves.ts';
import { eventListSchema, eventSavedSchema, eventSchema } from '#contracts/content/events.ts';
import {
  actorOf,
  contentWrite,
  deletedResponse,
  errorResponses,
  idParams,
  publicRead,
} from '../route-helpers.ts';
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
};

/** Events and holidays: JSON bodies, public reads, admin writes. */
export const datedEntryRoutes: FastifyPluginAsyncZod<DatedEntryRoutesOptions> = async (
  app,
  options,
) => {
  const { service, tag, noun, inputSchema } = options;
  const tags = [tag];

  for (const url of options.listPaths) {
    app.get(url, { config: publicRead, schema: { tags, response: { 200: eventListSchema } } }, () =>
      service.list(),
    );
  }
  app.get(
    options.itemPath,
    {
      config: publicRead,
      schema: { tags, params: idParams, response: { 200: eventSchema, ...errorResponses } },
    },
    (request) => service.get(request.params.id),
  );

  const saved = (message: string, data: z.infer<typeof eventSchema>) => ({ message, data });
  for (const url of options.createPaths) {
    app.post(
      url,
      {
        config: contentWrite,
        schema: { tags, body: inputSchema, response: { 201: eventSavedSchema, ...errorResponses } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(saved(`${noun} created.`, await service.create(actorOf(request), request.body))),
    );
  }
  app.put(
    options.itemPath,
    {
      config: contentWrite,
      schema: {
        tags,
        params: idParams,
        body: inputSchema,
        response: { 200: eventSavedSchema, ...errorResponses },
      },
    },
    async (request) =>
      saved(
        `${noun} updated.`,
        await service.update(actorOf(request), request.params.id, request.body),
      ),
  );
  app.delete(
    options.itemPath,
    { config: contentWrite, schema: { tags, params: idParams, response: deletedResponse } },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return { message: `${noun} deleted.` };
    },
  );
};
