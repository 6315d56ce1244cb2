import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Pages are rendered on request inside the Fastify process and cached (decision 0008); the
  // admin area renders only its loading shell on the server and runs in the browser.
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
