import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '#server/lib/http-errors.ts';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Browsers that send Sec-Fetch-Site: a page of this site, or the visitor typing the address. */
const sameSiteValues = new Set(['same-origin', 'none']);

function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  // Set by the browser itself and out of reach of page scripts: when present it decides.
  if (fetchSite) return !sameSiteValues.has(String(fetchSite));
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  // Older browsers: the Origin of the page that sent the form must be this site's, under its
  // public address or the address it was reached at (a reverse proxy, the dev server).
  return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
}

/**
 * A page on another website can make its visitors' browsers post a form here (a multipart or
 * urlencoded form needs no permission), so every write that a browser says comes from another
 * site is refused: the public forms, the login and every admin write. Scripts and tools that send
 * neither header are not browsers acting for someone else, and are let through.
 */
export function registerRefuseCrossSiteWrites(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', (request, _reply, done) => {
    if (readMethods.has(request.method) || !isCrossSite(request, publicOrigin)) return done();
    done(new HttpError(403, 'This form can only be sent from this website.'));
  });
}
