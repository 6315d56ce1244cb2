import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { savedSchema } from '#contracts/content/fields.ts';
import { menusSchema } from '#contracts/menus.ts';
import { staffAccess } from '#server/lib/route-access.ts';
import { actorOf, errorResponses } from '#server/http/route-helpers.ts';
import { parseMenus, type MenusService } from './menus-service.ts';

const tags = ['menus'];
/** Menus are content: administrators and editors (contracts/roles.ts). */
const menusAccess = staffAccess('content');

type Options = { service: MenusService };

/**
 * The header and footer menus for the admin's Menus tab: staff with the content role
 * read them with the hidden links and save them whole. The public pages read them in-process.
 */
export const menusRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/api/menus',
    {
      config: menusAccess,
      schema: { tags, response: { 200: menusSchema, 401: apiErrorSchema } },
    },
    () => service.read(),
  );

  app.put(
    '/api/menus',
    {
      config: menusAccess,
      schema: {
        tags,
        description:
          'Every menu at once (contracts/menus.ts); an error names the list, the group and the link.',
        // Validated in the handler, so an error can name the group and the link (parseMenus).
        body: z.record(z.string(), z.unknown()),
        response: { 200: savedSchema(menusSchema), ...errorResponses },
      },
    },
    async (request) => ({
      message: 'Menus saved.',
      data: await service.save(actorOf(request), parseMenus(request.body)),
    }),
  );
};
