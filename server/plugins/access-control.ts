import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '#contracts/api-error.ts';
import { roles, type Role } from '#contracts/roles.ts';
import { mustDeclareAccess } from '#server/lib/route-access.ts';
import { isStaffRequest } from '#server/lib/staff-request.ts';
import { freshPagesCookie } from '#server/cache/fresh-pages-cookie.ts';
import type { SessionsRepository, SignedInAdmin } from '#server/modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, on routes that are not public. */
    admin?: SignedInAdmin;
    adminToken?: string;
  }
}

/** Routes every role may use are about one's own account: the only ones open before a temporary password is replaced. */
const isOwnAccountRoute = (access: readonly Role[]) => roles.every((role) => access.includes(role));

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

const bearerPattern = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

/**
 * Every route says who may call it (`config.access`); a route under /api/ or a write that does
 * not is a startup error, so none can be added unguarded. Before body parsing and validation, so
 * a caller without the right learns nothing about a route's shapes: no live session is 401, a
 * role the route does not list is 403, and so is anything but one's own account while a
 * temporary password has not been replaced. The session and its account are read fresh each time, so
 * a sign-out or role change takes effect at once.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionsRepository): void {
  /** Lets the session's staff member through, or answers 401/403 (see above). */
  async function checkAccess(request: FastifyRequest, reply: FastifyReply) {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const token = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
    const admin = token ? await sessions.findAdmin(token) : undefined;
    if (!token || !admin) return reply.code(401).send({ message: errorMessages.unauthorized });
    if (!access.includes(admin.role))
      return reply.code(403).send({ message: errorMessages.forbidden });
    if (admin.mustChangePassword && !isOwnAccountRoute(access))
      return reply.code(403).send({ message: errorMessages.changePasswordFirst });
    request.admin = admin;
    request.adminToken = token;
  }
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const access = route.config?.access;
    if (access === undefined && methods.some((m) => mustDeclareAccess(m, route.url)))
      throw new Error(`${methods.join(',')} ${route.url} does not declare config.access`);
    // Only the routes that need a session look one up, first among the route's own hooks: a
    // public read (most of the traffic) does not pay for the check (scripts/bench.mjs).
    if (access !== undefined && access !== 'public')
      route.onRequest = [checkAccess, ...[route.onRequest ?? []].flat()];
  });
  // The one place staff answers are marked no-store; route plugins need not repeat it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isStaffRequest(request)) reply.header('Cache-Control', 'no-store');
    if (request.admin && isWrite(request.method) && reply.statusCode < 400)
      reply.header('Set-Cookie', freshPagesCookie(request.protocol === 'https'));
    done(null, payload);
  });
}
