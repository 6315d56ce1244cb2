import type { FastifyRequest } from 'fastify';

/**
 * An answer to staff is for that person alone: a request to a route that is not public, or any
 * request that carries a session (a staff member reading a public page or API), whatever it
 * holds. Such answers are never kept by the browser or a proxy (no-store, set below for all of
 * them by server/plugins/access-control.ts) nor by the server's public caches (server/cache/public-cache-hooks.ts,
 * server/plugins/web-pages.ts).
 */
export function isStaffRequest(request: FastifyRequest): boolean {
  const access = request.routeOptions.config?.access;
  return (
    (access !== undefined && access !== 'public') || request.headers.authorization !== undefined
  );
}
