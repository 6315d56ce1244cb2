import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

/**
 * `npm run dev`: Vite's dev server inside this process, as middleware (modules, hot reload,
 * web/public), and the server build loaded through it on every request so edits show at once.
 * Vite and its middleware host are loaded only here, never in production.
 */
export async function registerViteDev(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use((request, response, next) => {
    const url = request.url ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/uploads/')) return next();
    return vite.middlewares(request, response, next);
  });
  app.addHook('onClose', () => vite.close());
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}
