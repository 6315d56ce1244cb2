import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { apiDocsTransform, apiDocsTransformObject, securitySchemes } from './api-docs-transform.ts';

/**
 * OpenAPI built from the routes' zod schemas (api-docs-transform.ts); register before the routes so
 * it sees them all.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'School website API', version: '1' },
      components: { securitySchemes },
    },
    transform: apiDocsTransform,
    transformObject: apiDocsTransformObject,
  });
  // staticCSP: the UI page gets a CSP with hashes of its own scripts instead of our API default;
  // its 'self' framing and base are narrowed to 'none' like every other answer.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace("base-uri 'self'", "base-uri 'none'"),
  });
}
