// npm run bench:search: site search (docs/decisions/0028) over BENCH_DOCUMENTS (10,000) notices
// on a fresh SQLite data folder, and on a fresh PostgreSQL database when DATABASE_URL is set.
// Measures the rebuild from the rows, the index's size on disk, the time a write takes to update
// one record's documents, and search latency (p50, p99) with 50 searches in flight at once,
// in-process through the same repository GET /api/search uses (no HTTP, no rate limit), over
// BENCH_SEARCHES (300) searches of parent-like words.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { tsImport } from 'tsx/esm/api';
import { freshPostgresDatabase } from './lib/fresh-postgres.mjs';

const documentCount = Number(process.env.BENCH_DOCUMENTS ?? 10_000);
const inFlight = 50;
const searchesPerRun = Number(process.env.BENCH_SEARCHES ?? 300);
const load = (file) => tsImport(file, import.meta.url);
const { openSqliteDatabase } = await load('../server/db/sqlite-database.ts');
const { openPostgresDatabase } = await load('../server/db/postgres-database.ts');
const { createSearchIndex } = await load('../server/modules/search/search-index.ts');
const { createSearchRepository } = await load('../server/modules/search/search-repository.ts');
const { searchTerms } = await load('../server/modules/search/search-terms.ts');

// Words a school writes, so that queries hit a realistic share of the documents.
const words =
  `uniform winter summer fees quarter deposit examination timetable holiday annual sports
  day parents meeting class section circular notice admission transfer certificate library books
  science exhibition trip planetarium bus route timing assembly house captain yoga independence
  republic vacation result board practical syllabus homework canteen medical checkup dental camp
  photograph workshop robotics music dance drama debate quiz olympiad scholarship payment online
  receipt late fine attendance leave application sick mark sheet report card orientation stream`
    .split(/\s+/)
    .filter(Boolean);
const hindi = 'शुल्क वर्दी परीक्षा अवकाश अभिभावक बैठक परिपत्र सूचना प्रवेश पुस्तकालय'.split(' ');
const queries = [
  'winter uniform',
  'fees',
  'TC',
  'tc',
  'शुल्क',
  'exam',
  'timetable',
  'unifrom',
  'parents meeting',
  'transfer certificate',
  'holiday list',
  'bus',
  'सूचना',
  'result',
];

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const sentence = (count, list = words) => Array.from({ length: count }, () => pick(list)).join(' ');

async function fill(db) {
  const { notices, itemPaths } = db.tables;
  const now = new Date();
  for (let start = 0; start < documentCount; start += 200) {
    await db.write(async (tx) => {
      for (let index = start; index < Math.min(start + 200, documentCount); index += 1) {
        const id = randomUUID();
        const hasHindi = index % 4 === 0;
        await tx.insert(notices).values({
          id,
          title: `${sentence(5)} ${index}`,
          description: sentence(120),
          titleHi: hasHindi ? sentence(4, hindi) : null,
          descriptionHi: hasHindi ? sentence(60, hindi) : null,
          date: `202${5 + (index % 2)}-${String((index % 12) + 1).padStart(2, '0')}-10`,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(itemPaths).values({
          path: `notices/n-${index}`,
          kind: 'notices',
          itemId: id,
          isCurrent: true,
          createdAt: now,
        });
      }
    });
  }
}

async function indexSize(db) {
  if (db.dialect === 'postgres') {
    const { rows } = await db.read.execute(
      sql`SELECT pg_total_relation_size('search_documents') AS bytes`,
    );
    return Number(rows[0].bytes);
  }
  const rows = db.read.all(sql`SELECT sum(pgsize) AS bytes FROM dbstat
    WHERE name LIKE 'search%' OR name LIKE 'sqlite_autoindex_search%'`);
  return Number(rows[0].bytes);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function bench(name, db) {
  console.log(`\n${name}: ${documentCount} notices`);
  await fill(db);
  const index = createSearchIndex(db, undefined);
  let started = performance.now();
  const built = await index.rebuild({ readPdfs: false });
  console.log(
    `  rebuild: ${built.documents} documents in ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  console.log(
    `  index size: ${((await indexSize(db)) / 1024 / 1024).toFixed(1)} MB (documents, text index)`,
  );

  const [{ id }] = await db.read
    .select({ id: db.tables.notices.id })
    .from(db.tables.notices)
    .limit(1);
  const updates = [];
  for (let round = 0; round < 20; round += 1) {
    started = performance.now();
    await db.write(async (tx) => {
      await tx
        .update(db.tables.notices)
        .set({ description: sentence(120) })
        .where(sql`id = ${id}`);
      await index.follow(tx, 'notices', id);
    });
    updates.push(performance.now() - started);
  }
  updates.sort((a, b) => a - b);
  console.log(`  a write with its index update: median ${percentile(updates, 0.5).toFixed(1)} ms`);

  const repository = createSearchRepository(db);
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < searchesPerRun) {
      const q = queries[next++ % queries.length];
      const at = performance.now();
      let found = await repository.search({
        terms: searchTerms(q),
        language: 'en',
        kind: undefined,
        year: undefined,
        offset: 0,
        limit: 20,
        now: new Date(),
      });
      if (found.total === 0) await repository.closestSpelling(searchTerms(q));
      await repository.years(new Date());
      times.push(performance.now() - at);
    }
  };
  started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `  ${searchesPerRun} searches, ${inFlight} in flight: p50 ${percentile(times, 0.5).toFixed(0)} ms, ` +
      `p99 ${percentile(times, 0.99).toFixed(0)} ms, ${(searchesPerRun / seconds).toFixed(0)} searches/s`,
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
const sqlite = openSqliteDatabase(dataDir);
try {
  await bench('SQLite', sqlite);
} finally {
  await sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const fresh = await freshPostgresDatabase(process.env.DATABASE_URL, 'bench_search');
  const postgres = await openPostgresDatabase(fresh.url);
  try {
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await fresh.drop();
  }
} else console.log('\nDATABASE_URL is not set: PostgreSQL skipped.');
