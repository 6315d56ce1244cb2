// Starts the built server (`${DIST_DIR:-dist}/server/main.js`) as a child process on a free
// loopback port, for the scripts that measure it from outside: crash, load and bench.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Node's flags as `npm start` gives them (package.json). V8 keeps the heap within 192 MB instead
 * of letting garbage grow it under load (peak RSS under the load test 460 MB without, 252 with;
 * the server's live data is 50-60 MB after a full collection, the page cache included), and a
 * 4 MB young generation instead of 16 MB (peak RSS 254 -> 212 MB, with about a tenth fewer reads
 * per second). Tried and not kept, in the 30 s socket-client load test: `--optimize-for-size`
 * (peak RSS 223 -> 193 MB, but 6,511 -> 3,669 reads a second and p99 80 -> 174 ms) and
 * `--single-threaded-gc` (220 MB, fewer reads a second).
 */
export const serverNodeFlags = ['--max-semi-space-size=4', '--max-old-space-size=192'];

/**
 * glibc's settings as `npm start` gives them (measured on 3 December 2026, docs/scripts.md).
 * One memory arena: pictures are made in a worker process (decision 0032), and the server's own
 * threads rarely allocate at once (peak RSS under `npm run test:load` 204 -> 198 MB against two).
 * Blocks under 4 MB are kept in the arena, and up to 4 MB of free space at its top is not given
 * back: with glibc's 128 KB for both, each brotli compression of a page (its 1 MB hash table)
 * mapped fresh memory and faulted it in, 5.8 ms instead of 1.9 ms, on every render after a write.
 */
export const serverMemoryEnv = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '4194304',
  MALLOC_TRIM_THRESHOLD_: '4194304',
};

export const distDir = process.env.DIST_DIR ?? 'dist';

/** A school for the servers the scripts start on an empty data folder (SCHOOL_SETTINGS_FILE). */
export const testSchoolFile = path.resolve('server/test/fixtures/school-settings.json');

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitUntilHealthy(base, exited) {
  for (let attempt = 0; attempt < 900; attempt += 1) {
    const status = await Promise.race([
      fetch(`${base}/api/health`).then(
        (response) => response.status,
        () => 0,
      ),
      exited.then(() => 'exited'),
    ]);
    if (status === 200) return;
    if (status === 'exited') throw new Error('the server exited while starting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not become healthy`);
}

/**
 * Starts the server with `env` on top of this process's environment and waits for /api/health.
 * `lines` collects its JSON log lines (stdout), so callers can look for a message.
 */
export async function startBuiltServer(env) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...serverNodeFlags, path.join(distDir, 'server', 'main.js')],
    {
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...serverMemoryEnv,
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = [];
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    const parts = (pending + chunk).split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(base, exited);
  return {
    base,
    pid: child.pid,
    lines,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A bearer token for the admin the server created from ADMIN_USERNAME / ADMIN_PASSWORD. */
export async function adminToken(base, username, password) {
  const response = await fetch(`${base}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}
