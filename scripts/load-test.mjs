// npm run test:load: the built server (DIST_DIR, default dist) with demo data on SQLite, under 200
// connections of mixed public reads for LOAD_SECONDS (default 60) while an admin keeps adding
// events and notices. The reads are API answers and every page of sitemap.xml (each page and each
// item's page), so pages are rendered again after every write. Fails unless every read answered
// 2xx (or 304), no request errored, and every write the server acknowledged is listed by the API
// afterwards. Prints the server's largest resident memory seen during the load.
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { adminToken, startBuiltServer } from './lib/built-server.mjs';
import { todayInKolkata } from './lib/today-in-kolkata.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = 200;
const writers = 2;
const admin = { username: 'load-admin', password: 'load-password-123' };
const { makePdf } = await tsImport('../server/test/fixtures/upload-files.ts', import.meta.url);
const { multipartFromParts } = await tsImport(
  '../server/test/fixtures/multipart.ts',
  import.meta.url,
);
const pdf = makePdf('Load test');

const apiReads = [
  '/api/posts',
  '/api/notices',
  '/api/latestnews/',
  '/api/events',
  `/details/${todayInKolkata()}`,
];

async function sitemapPaths(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
}

/** Samples the resident memory (VmRSS) of `pid` every 250 ms until `until` resolves. */
async function peakRssWhile(pid, until) {
  let running = true;
  until.then(() => (running = false));
  let peak = 0;
  while (running) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    peak = Math.max(peak, Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return peak;
}

const readLoad = (base, reads) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        // Seconds a read may wait before it counts as lost. At the start 200 connections open at
        // once; a saturated Node server accepts some of them seconds late (a bare node:http
        // server does the same), so autocannon's 10 s default counted slow starts as losses.
        timeout: 30,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: reads.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

function writeRequest(n) {
  if (n % 2 === 0) {
    return {
      kind: 'events',
      url: '/api/events',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Load event ${n}`, description: 'x', date: '2025-06-01' }),
    };
  }
  const form = multipartFromParts([
    { name: 'title', value: `Load notice ${n}` },
    { name: 'date', value: '2025-06-01' },
    { name: 'file', value: pdf, fileName: 'notice.pdf' },
  ]);
  return { kind: 'notices', url: '/api/notices/add', headers: form.headers, body: form.payload };
}

/** Adds records until `until` resolves; a write answered other than 2xx is a failure. */
async function writeWhile(base, token, until, counter) {
  let running = true;
  until.then(() => (running = false));
  const acknowledged = [];
  const failed = [];
  while (running) {
    const n = counter.next++;
    const write = writeRequest(n);
    const response = await fetch(base + write.url, {
      method: 'POST',
      headers: { ...write.headers, authorization: `Bearer ${token}` },
      body: write.body,
    });
    const answer = await response.json();
    if (response.ok) acknowledged.push({ kind: write.kind, id: answer.data.id });
    else failed.push(`${write.url} ${response.status} ${answer.message}`);
  }
  return { acknowledged, failed };
}

async function missingWrites(base, acknowledged) {
  const listed = new Set();
  for (const kind of ['events', 'notices']) {
    const items = await (await fetch(`${base}/api/${kind}`)).json();
    for (const item of items) listed.add(`${kind}/${item.id}`);
  }
  return acknowledged.filter((write) => !listed.has(`${write.kind}/${write.id}`));
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'school-load-'));
const server = await startBuiltServer({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  DEMO: '1',
  ADMIN_USERNAME: admin.username,
  ADMIN_PASSWORD: admin.password,
});
try {
  const token = await adminToken(server.base, admin.username, admin.password);
  const pages = await sitemapPaths(server.base);
  const load = readLoad(server.base, [...apiReads, ...pages]);
  const peakRss = peakRssWhile(server.pid, load);
  const counter = { next: 0 };
  const writes = await Promise.all(
    Array.from({ length: writers }, () => writeWhile(server.base, token, load, counter)),
  );
  const result = await load;
  const acknowledged = writes.flatMap((write) => write.acknowledged);
  const failedWrites = writes.flatMap((write) => write.failed);
  const missing = await missingWrites(server.base, acknowledged);

  const badStatuses = Object.entries(result.statusCodeStats ?? {}).filter(
    ([status]) => !status.startsWith('2') && status !== '304',
  );
  const badAnswers = badStatuses.reduce((sum, [, stats]) => sum + stats.count, 0);
  const errors = result.errors + badAnswers + failedWrites.length;
  const ok = errors === 0 && missing.length === 0 && acknowledged.length > 0;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} load: ${connections} connections for ${seconds} s, ` +
      `${result.requests.total} reads (${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms), ` +
      `errors ${errors}; ` +
      `writes acknowledged ${acknowledged.length}, found ${acknowledged.length - missing.length}; ` +
      `${pages.length} pages and ${apiReads.length} API reads; ` +
      `peak RSS ${((await peakRss) / 1024 / 1024).toFixed(0)} MB`,
  );
  for (const [status, stats] of badStatuses) console.log(`      status ${status}: ${stats.count}`);
  if (result.errors)
    console.log(`      ${result.errors} reads errored (${result.timeouts} timed out)`);
  for (const failure of failedWrites) console.log(`      write refused: ${failure}`);
  for (const line of [...failedWrites, ...missing.map(JSON.stringify)].slice(0, 20))
    console.log(`      ${line}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
