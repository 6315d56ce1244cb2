import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import type {} from '#server/lib/documented-body.ts';
import './api-docs-components.ts';

/**
 * How staff authenticate (decision 0003): the token POST /api/auth/admin-login answers, sent
 * as `Authorization: Bearer <token>` (server/plugins/access-control.ts reads nothing else).
 */
export const staffSecurityScheme = 'staffToken';
export const securitySchemes = {
  [staffSecurityScheme]: {
    type: 'http',
    scheme: 'bearer',
    description:
      'The token POST /api/auth/admin-login answers, valid for 12 hours; a route lists the staff roles that may call it.',
  },
} as const;

// Schemas given `.meta({ id })` in contracts/ (zod's global registry) become components and are
// referenced by `$ref`; recursive ones (the translation of a page node) must have one.
const zodTransform = createJsonSchemaTransform({});
const zodComponents = createJsonSchemaTransformObject({});

type Transformed = FastifySchema & Record<string, unknown>;

/**
 * Each route's zod schemas as JSON Schema, plus what the route table knows: the bodies handlers
 * read themselves, and `security` on every route that is not public (`config.access`).
 */
export const apiDocsTransform: SwaggerTransform = (input) => {
  const { documentedBody, ...schema } = input.schema ?? {};
  const { schema: transformed, url } = zodTransform({ ...input, schema });
  const result: Transformed = { ...(transformed as Transformed) };
  if (documentedBody) {
    const content = Object.fromEntries(
      Object.entries(documentedBody).map(([mediaType, body]) => [
        mediaType,
        { schema: (zodTransform({ ...input, schema: { body } }).schema as Transformed).body },
      ]),
    );
    result.body = { content };
  }
  const access = input.route.config?.access;
  if (access !== undefined && access !== 'public') {
    result.security = [{ [staffSecurityScheme]: [] }];
    const roles = `Staff roles: ${access.join(', ')}.`;
    result.description = result.description ? `${result.description}\n\n${roles}` : roles;
  }
  return { schema: result, url };
};

/** Every `$ref` target under `value`. */
function referencedIds(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) referencedIds(item, found);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string')
        found.add(child.replace('#/components/schemas/', ''));
      else referencedIds(child, found);
    }
}

/**
 * The registry's components, keeping only those the operations reach: the registry holds every
 * schema with an id, each as an answer and as a body, and most are used one way only.
 */
export const apiDocsTransformObject: SwaggerTransformObject = (document) => {
  const whole = zodComponents(document) as {
    paths?: unknown;
    components?: { schemas?: Record<string, unknown> };
  };
  const schemas = whole.components?.schemas ?? {};
  const reached = new Set<string>();
  referencedIds(whole.paths, reached);
  for (let grew = true; grew;) {
    const before = reached.size;
    for (const id of [...reached]) referencedIds(schemas[id], reached);
    grew = reached.size > before;
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([id]) => reached.has(id)));
  return {
    ...whole,
    components: { ...whole.components, schemas: kept },
  } as ReturnType<SwaggerTransformObject>;
};
