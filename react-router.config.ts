import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // No server rendering at request time: public pages are pre-rendered at build, the admin
  // area runs from the client shell (__spa-fallback.html).
  ssr: false,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  async prerender({ getStaticPaths }) {
    const publicPaths = getStaticPaths().filter(
      (path) => path !== '/admin-login' && !path.startsWith('/admin/'),
    );
    return [...publicPaths, '/404'];
  },
} satisfies Config;
