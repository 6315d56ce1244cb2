// npm run bench: throughput and latency of the built server against the machine's ceiling.
// Starts `dist/server/main.js` with demo data on a free loopback port, and a bare node:http server
// answering the same bytes; runs autocannon (50 connections, 10 s, after a 3 s warm-up) on each
// target (cached pages and API answers); then times the render of the home page on a cache miss
// (the first request after a write: 20 renders to warm up, as the other targets have 3 s, their
// times printed apart, then 200) and adds up the page cache of the whole demo site. Prints a
// table and writes reports/bench.json. Run `npm run build` first.
import { spawn } from 'node:child_process';
import { get } from 'node:http';
import { performance } from 'node:perf_hooks';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, serverMemoryEnv, serverNodeFlags } from './lib/built-server.mjs';
import { todayInKolkata } from './lib/today-in-kolkata.mjs';

const connections = 50;
const buildDir = process.env.BUILD_DIR ?? 'build';
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = 3;

async function waitFor(url) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

const run = (url, seconds) =>
  new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

const peakRss = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'school-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [...serverNodeFlags, `${process.env.DIST_DIR ?? 'dist'}/server/main.js`],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO: '1',
      // As `npm start` runs it (see docs/deploy.md).
      ...serverMemoryEnv,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: 'bench-password-123',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

const sitePaths = async () => {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
};

/**
 * Milliseconds from sending a GET to the last byte of its answer, with node:http: fetch would
 * also time its own web streams and the decompression of the page in this process.
 */
const timeToLastByte = (url) =>
  new Promise((resolve, reject) => {
    const start = performance.now();
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
      response.on('data', () => {});
      response.on('end', () => resolve(performance.now() - start));
    }).on('error', reject);
  });

/**
 * p50 and p99 of `samples` renders of `urlPath`, each the first request after a write, after
 * `warmup` such renders (the first renders of a process also compile its code; they are
 * reported apart, as `warmupMs`).
 */
async function renderOnMiss(urlPath, samples, warmup) {
  const login = await fetch(`${base}/api/auth/admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-admin', password: 'bench-password-123' }),
  });
  const { token } = await login.json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const [event] = await (await fetch(`${base}/api/events`)).json();
  const times = [];
  for (let index = 0; index < warmup + samples; index += 1) {
    const update = await fetch(`${base}/api/events/${event.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ title: event.title, date: event.date, description: `v${index}` }),
    });
    if (!update.ok) throw new Error(`write failed: ${update.status}`);
    times.push(await timeToLastByte(base + urlPath));
  }
  const warmupMs = times.splice(0, warmup);
  times.sort((a, b) => a - b);
  const at = (quantile) => times[Math.min(times.length - 1, Math.floor(quantile * times.length))];
  return { samples, p50: at(0.5), p99: at(0.99), warmupMs };
}

/**
 * The JS a page loads, each file gzipped at level 9 and added up: the files its hydration script
 * preloads after the first paint (server/plugins/first-paint.ts).
 */
async function pageJsGzipBytes(urlPath) {
  const html = await (await fetch(base + urlPath)).text();
  const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(html)?.[1];
  if (!preloads) throw new Error(`${urlPath} has no hydration script`);
  let bytes = 0;
  for (const file of JSON.parse(preloads))
    bytes += gzipSync(readFileSync(`${buildDir}/client${file}`), { level: 9 }).length;
  return bytes;
}

/**
 * Bytes the page cache holds once every page was asked for in brotli and in gzip: it keeps the
 * compressed copies only (server/cache/encoded-body.ts).
 */
async function pageCacheBytes(paths) {
  let bytes = 0;
  for (const urlPath of paths) {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(base + urlPath, { headers: { 'accept-encoding': encoding } });
      bytes += Number(response.headers.get('content-length') ?? 0);
    }
  }
  return bytes;
}

try {
  await waitFor(`${base}/api/health`);
  const [firstNotice] = (await sitePaths()).filter((urlPath) => urlPath.startsWith('/notices/'));
  const targets = [
    ['home page HTML', '/'],
    ['list page HTML', '/news-events'],
    ['item page HTML', firstNotice],
    ['GET /api/posts', '/api/posts'],
    ['GET /api/latestnews', '/api/latestnews'],
    ['GET /api/details/<date>', `/api/details/${todayInKolkata()}`],
  ];
  // The ceiling: a bare node:http server in its own process answering each target with the exact
  // bytes the app sent (status, headers and the compressed body), so both cost the client alike.
  const rawAnswer = (urlPath) =>
    new Promise((resolve, reject) =>
      get(base + urlPath, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const {
            date: _date,
            connection: _connection,
            'keep-alive': _keepAlive,
            ...headers
          } = response.headers;
          resolve({
            path: urlPath,
            status: response.statusCode,
            headers,
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
      }).on('error', reject),
    );
  const responses = [];
  for (const [, urlPath] of targets) responses.push(await rawAnswer(urlPath));
  const ceilingPort = await freePort();
  const ceiling = spawn(
    process.execPath,
    [
      '-e',
      `const http = require('node:http');
       const answers = new Map(JSON.parse(process.env.ANSWERS).map((a) => [a.path, { ...a, body: Buffer.from(a.body, 'base64') }]));
       http.createServer((req, res) => {
         const a = answers.get(req.url);
         res.writeHead(a.status, a.headers);
         res.end(a.body);
       }).listen(${ceilingPort}, '127.0.0.1');`,
    ],
    { env: { ...process.env, ANSWERS: JSON.stringify(responses) }, stdio: 'inherit' },
  );
  const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
  await waitFor(`${ceilingBase}/api/posts`);

  const rows = [];
  for (const [name, urlPath] of targets) {
    const measure = async (origin) => {
      await run(origin + urlPath, warmupSeconds);
      const result = await run(origin + urlPath, durationSeconds);
      return {
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      };
    };
    const app = await measure(base);
    const bare = await measure(ceilingBase);
    rows.push({
      name,
      path: urlPath,
      ...app,
      ceilingRequestsPerSecond: bare.requestsPerSecond,
      ratio: app.requestsPerSecond / bare.requestsPerSecond,
    });
    console.log(`measured ${name}`);
  }
  ceiling.kill();
  const missRender = await renderOnMiss('/', 200, 20);
  const paths = await sitePaths();
  const report = {
    date: new Date().toISOString(),
    connections,
    durationSeconds,
    node: process.version,
    peakRssBytes: peakRss(server.pid),
    rows,
    homeRenderOnCacheMiss: missRender,
    pageCache: { pages: paths.length, bytes: await pageCacheBytes(paths) },
    homeJsGzipBytes: await pageJsGzipBytes('/'),
  };

  const pad = (text, width) => String(text).padEnd(width);
  console.log(
    `\n${pad('target', 22)}${pad('req/s', 10)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('ceiling', 10)}${pad('ratio', 8)}errors`,
  );
  for (const row of rows) {
    console.log(
      pad(row.name, 22) +
        pad(Math.round(row.requestsPerSecond), 10) +
        pad(row.p50, 8) +
        pad(row.p99, 8) +
        pad(Math.round(row.ceilingRequestsPerSecond), 10) +
        pad(`${Math.round(row.ratio * 100)}%`, 8) +
        row.errors,
    );
  }
  console.log(
    pad('home, cache miss', 22) +
      pad('-', 10) +
      pad(missRender.p50.toFixed(1), 8) +
      pad(missRender.p99.toFixed(1), 8) +
      `(${missRender.samples} renders, each right after a write)`,
  );
  console.log(
    `  the first ${missRender.warmupMs.length} renders after start (warm-up, not counted): ` +
      missRender.warmupMs.map((ms) => ms.toFixed(0)).join(' ') +
      ' ms',
  );
  const { pages, bytes } = report.pageCache;
  console.log(
    `\npage cache, whole demo site: ${pages} pages, ${(bytes / 1024 / 1024).toFixed(2)} MB (brotli and gzip copies)`,
  );
  console.log(
    `home page JS: ${(report.homeJsGzipBytes / 1024).toFixed(1)} KB (gzip -9, all files)`,
  );
  console.log(`server peak RSS: ${(report.peakRssBytes / 1024 / 1024).toFixed(1)} MB`);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench.json', JSON.stringify(report, null, 2));
  console.log('written to reports/bench.json');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
