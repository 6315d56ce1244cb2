import type { FastifyPluginAsync } from 'fastify';
import {
  achievementImageField,
  achievementInputSchema,
  achievementListSchema,
  achievementSavedSchema,
  achievementSchema,
} from '#contracts/content/achievements.ts';
import { staffListSchema } from '#contracts/content/publication.ts';
import { itemRoutes } from '#server/modules/content/item-routes.ts';
import type { AchievementsService } from './achievements-service.ts';

export const achievementsRoutes: FastifyPluginAsync<{ service: AchievementsService }> = async (
  app,
  { service },
) => {
  await app.register(itemRoutes, {
    resource: service,
    tag: 'achievements',
    list: { paths: ['/api/achievements'], schema: achievementListSchema },
    staffList: { path: '/api/admin/achievements', schema: staffListSchema(achievementSchema) },
    createPaths: ['/api/achievements'],
    itemPath: '/api/achievements/:id',
    savedSchema: achievementSavedSchema,
    messages: {
      created: 'Achievement added.',
      updated: 'Achievement updated.',
      deleted: 'Achievement deleted.',
    },
    input: {
      schema: achievementInputSchema,
      form: { fileField: achievementImageField, kind: 'image', consumes: ['multipart/form-data'] },
    },
  });
};
