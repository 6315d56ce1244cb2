import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setupMessages } from '#contracts/site-setup.ts';

/** Until a person is likely to have finished the form; browsers and crawlers come back then. */
const retryAfterSeconds = 60;

/**
 * What answers while the site waits for its setup (decision 0027): the setup screen and its
 * form, the API's setup and health routes, the router's route manifest, and the files a page
 * needs (the build's scripts and styles, the logo, the icons and the shipped pictures). Feeds, sitemaps and manifests name the
 * school, so they wait too.
 */
const openPaths = /^\/(hi\/)?setup(\.data)?$|^\/api\/(setup|health)$|^\/__manifest$/;
const fileAddress = /\.(css|js|mjs|map|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf)$/i;

/** A small page in both languages that needs no script, no stylesheet and no school. */
const beingSetUpPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This website is being set up</title>
<style>body{max-width:40rem;margin:3rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5}</style>
</head>
<body>
<main>
<h1>This website is being set up</h1>
<p>Please come back in a few minutes.</p>
<div lang="hi">
<h2>यह वेबसाइट तैयार की जा रही है</h2>
<p>कृपया कुछ मिनट बाद फिर आएँ।</p>
</div>
</main>
</body>
</html>
`;

function sendBeingSetUp(reply: FastifyReply, asJson: boolean) {
  reply
    .code(503)
    .header('Retry-After', String(retryAfterSeconds))
    .header('Cache-Control', 'no-store');
  if (asJson) return reply.send({ message: setupMessages.beingSetUp });
  return reply.type('text/html; charset=utf-8').send(beingSetUpPage);
}

/**
 * Until the site is set up, every page answers 503 with the page above and every API call 503
 * JSON, both with Retry-After; only what the setup needs answers (see `openPaths`). Once set up,
 * on this instance or another sharing the database, the gate stays open for good.
 */
export function registerSetupGate(app: FastifyInstance, isSetUp: () => Promise<boolean>): void {
  let open = false;
  // Every request passes here: once open, it returns at once, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (open) return done();
    // A hook that answers does not go on to the route (Fastify's callback hooks).
    gate(request, reply).then((answered) => answered || done(), done);
  });
  /** Whether it answered "being set up". */
  async function gate(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (await isSetUp()) {
      open = true;
      return false;
    }
    const path = (request.url.split('?')[0] ?? '/').replace(/^\/+/, '/');
    if (openPaths.test(path)) return false;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead && fileAddress.test(path) && !path.startsWith('/api/')) return false;
    sendBeingSetUp(reply, path === '/api' || path.startsWith('/api/'));
    return true;
  }
}
