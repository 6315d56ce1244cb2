import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import {
  publicSchoolSettings,
  publicSchoolSettingsSchema,
  schoolSettingsPatchSchema,
  schoolSettingsSchema,
} from '#contracts/school-settings.ts';
import { publicAccess, staffAccess } from '#server/lib/route-access.ts';
import { actorOf, errorResponses } from '#server/http/route-helpers.ts';
import { settingsError, type SchoolSettingsService } from './school-settings-service.ts';

const tags = ['settings'];
const settingsAccess = staffAccess('settings');

const adminSettingsSchema = z.object({
  settings: schoolSettingsSchema,
  /** Fields the server's environment fixes: the screen shows them but cannot change them. */
  fixedByEnvironment: z.array(z.string()),
});

type Options = { service: SchoolSettingsService };

/**
 * The school's settings: what pages show, for anyone (`GET /api/settings`), and all of them for
 * administrators, who change only the fields they send (`PUT /api/admin/settings`).
 */
export const settingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/api/settings',
    {
      config: publicAccess,
      schema: {
        tags,
        description: 'What the pages show of the school: name, contacts, colours, logo, pictures.',
        response: { 200: publicSchoolSettingsSchema, 503: apiErrorSchema },
      },
    },
    async () => publicSchoolSettings(await service.current()),
  );

  app.get(
    '/api/admin/settings',
    {
      config: settingsAccess,
      schema: {
        tags,
        response: { 200: adminSettingsSchema, 401: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async () => ({
      settings: await service.current(),
      fixedByEnvironment: service.environmentFixes(),
    }),
  );

  app.put(
    '/api/admin/settings',
    {
      config: settingsAccess,
      schema: {
        tags,
        description:
          'Only the fields to change, e.g. `{ "phones": ["+91 771 400 1234"] }`; the result is checked whole.',
        // Validated in the handler, so every error names its field (settingsError).
        body: z.record(z.string(), z.unknown()),
        response: { 200: adminSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const patch = schoolSettingsPatchSchema.safeParse(request.body);
      if (!patch.success) throw settingsError(patch.error);
      const settings = await service.save(actorOf(request), patch.data);
      return { settings, fixedByEnvironment: service.environmentFixes() };
    },
  );
};
