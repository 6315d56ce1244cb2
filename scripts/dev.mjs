// Development: the server (restarted when server code changes) with Vite inside it as middleware,
// so pages render on request as in production, with hot reload of web/ (server/plugins/vite-dev.ts).
// Demo content by default. Open http://localhost:3000.
import { spawn } from 'node:child_process';

const child = spawn('npx', ['tsx', 'watch', '--exclude', 'web/**', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DEMO: process.env.DEMO ?? '1',
    DATA_DIR: process.env.DATA_DIR ?? './data-dev',
    WEB_DEV: '1',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
