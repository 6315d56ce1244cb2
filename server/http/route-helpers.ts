import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '#contracts/api-error.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import { publicAccess, staffAccess } from '#server/lib/route-access.ts';
import type { Actor } from '#server/lib/actor.ts';

export const idParams = z.object({ id: z.string().max(100) });

export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
} as const;
export const uploadErrorResponses = {
  ...errorResponses,
  413: apiErrorSchema,
  415: apiErrorSchema,
} as const;
export const deletedResponse = { 200: messageSchema, ...errorResponses } as const;

/** Public reads: cached in memory and revalidated by ETag, dropped by any write. */
export const publicRead = { publicCache: true, ...publicAccess } as const;

/**
 * A public read of what writes of `entities` change (the content writer's names, as in
 * server/modules/public-content/read-dependencies.ts): other writes leave its answer cached.
 */
export const publicReadOf = (...entities: string[]) =>
  ({ ...publicRead, cacheDependsOn: entities }) as const;

/** Content changes: administrators and editors. */
export const contentWrite = staffAccess('content');

export function actorOf(request: FastifyRequest): Actor {
  return { username: request.admin!.username };
}
