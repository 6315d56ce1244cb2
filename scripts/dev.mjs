// Development: the API server (restarted on change) and the Vite dev server with hot reload,
// which forwards /api and /uploads to it. Open the address Vite prints.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      DEMO: process.env.DEMO ?? '1',
      BUILD_DIR: 'build-dev-unused',
    },
  }),
  spawn('npx', ['react-router', 'dev'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
