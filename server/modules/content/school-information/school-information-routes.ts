import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  schoolInformationSavedSchema,
  schoolInformationSchema,
  sectionIds,
  sectionUpdateSchemas,
  type SectionId,
  type SectionUpdate,
} from '#contracts/content/school-information.ts';
import { actorOf, contentWrite, errorResponses, publicRead } from '#server/http/route-helpers.ts';
import type { SchoolInformationService } from './school-information-service.ts';

const tags = ['school-information'];

type Options = { service: SchoolInformationService };

/** The School Information tab of /mandatory-disclosure: read by anyone, one section saved at a time. */
export const schoolInformationRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    '/api/school-information',
    { config: publicRead, schema: { tags, response: { 200: schoolInformationSchema } } },
    () => service.get(),
  );

  // One route per section (PUT /api/school-information/:section), so each body has its own schema.
  const sectionRoute = <S extends SectionId>(section: S) =>
    app.put(
      `/api/school-information/${section}`,
      {
        config: contentWrite,
        schema: {
          tags,
          body: sectionUpdateSchemas[section],
          response: { 200: schoolInformationSavedSchema, ...errorResponses },
        },
      },
      async (request) => ({
        message: 'School information saved.',
        // Validated by sectionUpdateSchemas[section]; TypeScript cannot follow the generic through the provider.
        data: await service.update(actorOf(request), section, request.body as SectionUpdate[S]),
      }),
    );
  for (const section of sectionIds) sectionRoute(section);
};
