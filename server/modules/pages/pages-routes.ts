import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageInputSchema,
  pageSlugSchema,
  pageSummarySchema,
  pageVersionsSchema,
  publishInputSchema,
  unpublishInputSchema,
  revisionSchema,
} from '#contracts/content/pages.ts';
import { messageSchema, savedSchema } from '#contracts/content/fields.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import { actorOf, errorResponses } from '#server/http/route-helpers.ts';
import { assertHomeKeepsAddress, parsePageInput, type PagesService } from './pages-service.ts';

const tags = ['pages'];
/** Pages are content: administrators and editors read drafts and write (contracts/roles.ts). */
const staffOnly = staffAccess('content');
const slugParams = z.object({ slug: pageSlugSchema });
const revisionParams = z.object({ slug: pageSlugSchema, id: z.string().max(100) });
const savedPage = savedSchema(pageVersionsSchema);

type Options = { service: PagesService };

/** The staff API of the information pages (decision 0018); the public reads them as web pages. */
export const pagesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/api/pages',
    {
      config: staffOnly,
      schema: { tags, response: { 200: z.array(pageSummarySchema), ...errorResponses } },
    },
    () => service.list(),
  );

  app.post(
    '/api/pages',
    {
      config: staffOnly,
      schema: {
        tags,
        description:
          'A new page at the address in the body, as a draft; an address in use is refused with the field named.',
        // Validated in the handler, so an error can name the block (parsePageInput).
        body: z.record(z.string(), z.unknown()),
        documentedBody: { 'application/json': pageInputSchema },
        response: { 201: savedPage, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: 'Page added.',
        data: await service.create(actorOf(request), parsePageInput(request.body)),
      }),
  );

  app.get(
    '/api/pages/:slug',
    {
      config: staffOnly,
      schema: {
        tags,
        params: slugParams,
        response: { 200: pageVersionsSchema, ...errorResponses },
      },
    },
    (request) => service.get(request.params.slug),
  );

  app.put(
    '/api/pages/:slug',
    {
      config: staffOnly,
      schema: {
        tags,
        description:
          "The page's draft, validated against the page model (contracts/content/pages.ts); an error names the section, block and field.",
        params: slugParams,
        // Validated in the handler, so an error can name the block (parsePageInput).
        body: z.record(z.string(), z.unknown()),
        documentedBody: { 'application/json': pageInputSchema },
        response: { 200: savedPage, ...errorResponses },
      },
    },
    async (request) => {
      assertHomeKeepsAddress(request.params.slug, request.body);
      return {
        message: 'Draft saved.',
        data: await service.saveDraft(
          actorOf(request),
          request.params.slug,
          parsePageInput(request.body),
        ),
      };
    },
  );

  app.post(
    '/api/pages/:slug/publish',
    {
      config: staffOnly,
      schema: {
        tags,
        params: slugParams,
        body: publishInputSchema.optional(),
        response: { 200: savedPage, ...errorResponses },
      },
    },
    async (request) => ({
      message: request.body?.at ? 'Publishing scheduled.' : 'Page published.',
      data: await service.publish(actorOf(request), request.params.slug, {
        summary: request.body?.summary,
        at: request.body?.at ? new Date(request.body.at) : undefined,
      }),
    }),
  );

  app.post(
    '/api/pages/:slug/unpublish',
    {
      config: staffOnly,
      schema: {
        tags,
        description:
          'Takes the published page offline now, or at `at`; its address then answers 404.',
        params: slugParams,
        body: unpublishInputSchema.optional(),
        response: { 200: savedPage, ...errorResponses },
      },
    },
    async (request) => ({
      message: request.body?.at ? 'Unpublishing scheduled.' : 'Page unpublished.',
      data: await service.unpublish(actorOf(request), request.params.slug, {
        at: request.body?.at ? new Date(request.body.at) : undefined,
      }),
    }),
  );

  app.delete(
    '/api/pages/:slug',
    {
      config: staffOnly,
      schema: {
        tags,
        description:
          'Moves the page to the trash for 30 days: its address answers 404 until it is restored (POST /api/admin/trash/:id/restore). The pages the site came with are refused (400): unpublish them.',
        params: slugParams,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.remove(actorOf(request), request.params.slug);
      return { message: 'Page moved to the trash.' };
    },
  );

  app.get(
    '/api/pages/:slug/revisions',
    {
      config: staffOnly,
      schema: {
        tags,
        params: slugParams,
        response: { 200: z.array(revisionSchema), ...errorResponses },
      },
    },
    (request) => service.revisions(request.params.slug),
  );

  app.post(
    '/api/pages/:slug/revisions/:id/restore',
    {
      config: staffOnly,
      schema: { tags, params: revisionParams, response: { 200: savedPage, ...errorResponses } },
    },
    async (request) => ({
      message: 'Revision restored as a draft.',
      data: await service.restore(actorOf(request), request.params.slug, request.params.id),
    }),
  );
};
