// npm run test:crash: does an acknowledged write survive the server being killed?
// Runs the built server (DIST_DIR, default dist) on a fresh SQLite data folder, and on a fresh
// PostgreSQL database when DATABASE_URL is set. Each round: start, check that no file lies in the
// data folder without a row naming it, write notices (PDF), posts (JPEG) and events concurrently,
// then SIGKILL the server at a random moment. At the end every write that was answered 2xx must be
// listed by the public API with its file downloadable. Exits 1 on any loss or orphan.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { adminToken, startBuiltServer, testSchoolFile } from './lib/built-server.mjs';
import { freshPostgresDatabase } from './lib/fresh-postgres.mjs';

const kills = Number(process.env.CRASH_KILLS ?? 20);
const writersPerRound = 4;
const admin = { username: 'crash-admin', password: 'crash-password-123' };
const { makeJpeg, makePdf } = await tsImport(
  '../server/test/fixtures/upload-files.ts',
  import.meta.url,
);
const { multipartFromParts } = await tsImport(
  '../server/test/fixtures/multipart.ts',
  import.meta.url,
);
const pdf = makePdf('Crash test');
const jpeg = await makeJpeg(64, 48);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A multipart body with text fields and one file, as the admin forms send it. */
function form(fields, fileField, bytes, fileName) {
  const parts = Object.entries(fields).map(([name, value]) => ({ name, value }));
  return multipartFromParts([...parts, { name: fileField, value: bytes, fileName }]);
}

/** The three kinds of write: a document upload, an image upload (re-encoded), and a plain row. */
const writes = [
  (n) => ({
    kind: 'notice',
    url: '/api/notices/add',
    body: form({ title: `Crash notice ${n}`, date: '2025-06-01' }, 'file', pdf, 'notice.pdf'),
  }),
  (n) => ({
    kind: 'post',
    url: '/api/posts',
    body: form({ title: `Crash post ${n}`, content: 'x' }, 'image', jpeg, 'photo.jpg'),
  }),
  (n) => ({
    kind: 'event',
    url: '/api/events',
    body: {
      payload: JSON.stringify({ title: `Crash event ${n}`, description: 'x', date: '2025-06-01' }),
      headers: { 'content-type': 'application/json' },
    },
  }),
];

/** Writes until the server dies; returns the writes it answered 2xx. */
async function writeUntilKilled(base, token, counter) {
  const acknowledged = [];
  for (;;) {
    const n = counter.next++;
    const write = writes[n % writes.length](n);
    try {
      const response = await fetch(base + write.url, {
        method: 'POST',
        headers: { ...write.body.headers, authorization: `Bearer ${token}` },
        body: write.body.payload,
      });
      const body = await response.json();
      if (!response.ok)
        throw new Error(`${write.url} answered ${response.status}: ${body.message}`);
      acknowledged.push({ kind: write.kind, id: body.data.id });
    } catch (error) {
      if (error instanceof TypeError) return acknowledged;
      throw error;
    }
  }
}

/** Every stored name a `files` row points at (the main file and each image variant). */
async function referencedNames(target) {
  let rows;
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    rows = (await client.query('SELECT stored_name, variants FROM files')).rows;
    await client.end();
  } else {
    const db = new BetterSqlite3(path.join(target.dataDir, 'school.db'), { readonly: true });
    rows = db
      .prepare('SELECT stored_name, variants FROM files')
      .all()
      .map((row) => ({ ...row, variants: row.variants && JSON.parse(row.variants) }));
    db.close();
  }
  return new Set(
    rows.flatMap((row) => [row.stored_name, ...(row.variants ?? []).map((v) => v.storedName)]),
  );
}

/** Files in the data folder that no row names, and rows whose file is missing. */
async function fileIntegrity(target) {
  const referenced = await referencedNames(target);
  const onDisk = ['uploads', path.join('private', 'resumes')].flatMap((folder) =>
    readdirSync(path.join(target.dataDir, folder)),
  );
  return {
    orphans: onDisk.filter((name) => !referenced.has(name)),
    missing: [...referenced]
      .filter((name) => !onDisk.includes(name))
      .map((name) => ({ missing: name })),
  };
}

async function listed(base) {
  const get = async (url) => (await fetch(base + url)).json();
  const [notices, posts, events] = await Promise.all([
    get('/api/notices'),
    get('/api/posts?limit=500'),
    get('/api/events'),
  ]);
  return {
    notice: new Map(notices.map((item) => [item.id, item.fileUrl])),
    post: new Map(posts.data.map((item) => [item.id, item.image?.url])),
    event: new Map(events.map((item) => [item.id, undefined])),
  };
}

/** A write is lost if the API does not list it or its file does not download. */
async function lostWrites(base, acknowledged) {
  const found = await listed(base);
  const lost = [];
  for (const write of acknowledged) {
    const items = found[write.kind];
    if (!items.has(write.id)) {
      lost.push({ ...write, reason: 'not listed' });
      continue;
    }
    const fileUrl = items.get(write.id);
    if (write.kind === 'event') continue;
    const response = fileUrl ? await fetch(base + fileUrl) : undefined;
    const bytes = response?.ok ? (await response.arrayBuffer()).byteLength : 0;
    if (bytes === 0) lost.push({ ...write, reason: `file ${fileUrl} not downloadable` });
  }
  return lost;
}

const sweptMessage = 'removed files left by an interrupted write';
const sweptCount = (lines) =>
  lines
    .filter((line) => line.includes(sweptMessage))
    .reduce((sum, line) => sum + JSON.parse(line).removed.length, 0);

/**
 * `kills` rounds of start, check, write, SIGKILL; each start checks the data folder and the
 * writes acknowledged before the last kill (checked per round, as lists show the newest 500).
 */
async function crashRounds(target) {
  const env = {
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    // A school of its own, so the new site starts set up (decision 0027).
    SCHOOL_SETTINGS_FILE: testSchoolFile,
  };
  const problems = [];
  const orphanNames = new Set();
  const counter = { next: 0 };
  let acknowledged = [];
  let total = { acknowledged: 0, lost: 0, swept: 0 };
  for (let round = 0; round <= kills; round += 1) {
    const server = await startBuiltServer(env);
    const { orphans, missing } = await fileIntegrity(target);
    const lost = [...(await lostWrites(server.base, acknowledged)), ...missing];
    problems.push(...lost, ...orphans.filter((name) => !orphanNames.has(name)));
    for (const name of orphans) orphanNames.add(name);
    total = {
      acknowledged: total.acknowledged + acknowledged.length,
      lost: total.lost + lost.length,
      swept: total.swept + sweptCount(server.lines),
    };
    if (round === kills) {
      await server.stop();
      break;
    }
    const token = await adminToken(server.base, admin.username, admin.password);
    const writers = Array.from({ length: writersPerRound }, () =>
      writeUntilKilled(server.base, token, counter),
    );
    await sleep(100 + Math.random() * 700);
    await server.stop('SIGKILL');
    acknowledged = (await Promise.all(writers)).flat();
  }
  return { kills, ...total, orphans: orphanNames.size, problems };
}

function sqliteIntact(dataDir) {
  const db = new BetterSqlite3(path.join(dataDir, 'school.db'), { readonly: true });
  const verdict = db.pragma('integrity_check', { simple: true });
  db.close();
  return verdict === 'ok';
}

async function onDatabase(name) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'school-crash-'));
  const postgres =
    name === 'postgres'
      ? await freshPostgresDatabase(process.env.DATABASE_URL, 'crash')
      : undefined;
  const started = Date.now();
  try {
    const result = await crashRounds({ dataDir, databaseUrl: postgres?.url });
    const intact = postgres ? true : sqliteIntact(dataDir);
    return {
      database: name,
      ...result,
      intact,
      seconds: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const name of process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']) {
  results.push(await onDatabase(name));
}
let failed = false;
for (const { problems, ...summary } of results) {
  const ok =
    summary.lost === 0 && summary.orphans === 0 && summary.intact && summary.acknowledged > 0;
  failed ||= !ok;
  console.log(
    `crash test ${ok ? 'held' : 'FAILED'} on ${summary.database}: ${summary.kills} kills, ${summary.acknowledged} acknowledged writes, ` +
      `lost ${summary.lost}, orphans ${summary.orphans} (leftovers swept at restart: ${summary.swept}), ` +
      `database ${summary.intact ? 'opens intact' : 'CORRUPT'}, ${summary.seconds} s`,
  );
  for (const detail of problems.slice(0, 20)) console.log('     ', JSON.stringify(detail));
}
process.exit(failed ? 1 : 0);
