import { accessTo, type AccessArea, type Role } from '#contracts/roles.ts';

/** Who may call a route: anyone, or a signed-in staff member with one of these roles. */
export type RouteAccess = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every API route and every write (see access-control.ts). */
    access?: RouteAccess;
  }
}

/** Route `config` of a route anyone may call. */
export const publicAccess = { access: 'public' } as const satisfies { access: RouteAccess };

/** Route `config` of a route for the staff who may use `area` of the admin area. */
export function staffAccess(area: AccessArea): { access: RouteAccess } {
  return { access: accessTo[area] };
}

/**
 * Routes that must say who may call them: everything under /api/ and every write. Swagger's own
 * pages (/api/docs) and the pages, files and feeds read outside /api/ are public by nature.
 */
export function mustDeclareAccess(method: string, url: string): boolean {
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return false;
  return url.startsWith('/api/') || !['GET', 'HEAD'].includes(method);
}
