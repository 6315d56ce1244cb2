import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './route-access.ts';

export type RouteEntry = { method: string; url: string; access: RouteAccess | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route as registered, and every page of the web app (server/plugins/web-pages.ts), for
     * tests that must cover all of them (the authz matrix, the fuzz, the security headers).
     */
    routeTable: RouteEntry[];
  }
}

/** Call before registering routes: records each route as it is added. */
export function collectRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      table.push({ method, url: route.url, access: route.config?.access });
  });
}
