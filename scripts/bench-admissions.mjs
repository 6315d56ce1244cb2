// npm run bench:admissions: the office's list of admission applications (decision 0029) with
// BENCH_APPLICATIONS (2,000) applications over 14 classes, each with its documents, on a fresh
// SQLite data folder, and on a fresh PostgreSQL database when DATABASE_URL is set. The
// applications go in through the parents' write path (numbering, duplicate check, documents in
// the private store); a share of them is moved on by the staff's own review, so every stage has
// rows. Then GET /api/admin/admissions/applications answers as staff ask it, a page of 50 at a
// time: any page of the whole year, one class, one stage, one class at one stage, and the year's
// applications with documents missing (which weighs every application's documents). Latency p50 and p99 over BENCH_LISTS (200) lists
// one at a time and 10 in flight, through the whole app (signed in, schemas, JSON) with
// app.inject, so no socket is counted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { freshPostgresDatabase } from './lib/fresh-postgres.mjs';

const applicationCount = Number(process.env.BENCH_APPLICATIONS ?? 2_000);
const listsPerRun = Number(process.env.BENCH_LISTS ?? 200);
const load = (file) => tsImport(file, import.meta.url);
const { openSqliteDatabase } = await load('../server/db/sqlite-database.ts');
const { openPostgresDatabase } = await load('../server/db/postgres-database.ts');
const { buildApp } = await load('../server/app.ts');
const { createAdminsRepository } = await load('../server/modules/auth/admins-repository.ts');
const { createAdmissionApplications } = await load(
  '../server/modules/admissions/admission-applications.ts',
);
const { demoSchool } = await load('../contracts/demo-school.ts');
const { admissionClasses, consentVersion } = await load('../contracts/admissions.ts');

const year = '2027-28';
const today = '2026-12-10';
// Fourteen classes, nursery to class 11, open on the day the applications come in.
const classes = admissionClasses.slice(0, 14).map((name, index) => ({
  class: name,
  seats: 200,
  rteSeats: 50,
  opensOn: '2026-12-01',
  closesOn: '2027-01-31',
  minAge: 3 + index,
  maxAge: 5 + index,
  ageOn: '2027-03-31',
  documents: ['birth-certificate', 'address-proof'],
}));
const settings = {
  year,
  classes,
  registrationFee: 500,
  externalAddress: '',
  retentionMonths: 12,
};

// A one-page PDF per document: the documents' checks run, the bytes stay small.
const pdf = (text) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${text}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );
const document = (name) => ({ type: 'pdf', bytes: pdf(name), originalName: `${name}.pdf` });

const percentile = (sorted, quantile) =>
  sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))];

const spread = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms`;
};

/** Asks every url, `inFlight` at a time; with `byKind`, also the spread of each kind of list. */
async function timed(label, urls, inFlight, ask, byKind = false) {
  const times = [];
  const kinds = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < urls.length) {
        const { kind, url } = urls[next++];
        const start = performance.now();
        await ask(url);
        const took = performance.now() - start;
        times.push(took);
        kinds.set(kind, [...(kinds.get(kind) ?? []), took]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `  ${label}, ${inFlight} in flight: ${spread(times)}, ` +
      `${(urls.length / seconds).toFixed(0)} lists/s`,
  );
  if (byKind) for (const [kind, each] of kinds) console.log(`    ${kind}: ${spread(each)}`);
}

async function bench(label, db, dataDir) {
  console.log(`\n${label}: ${applicationCount} applications over ${classes.length} classes`);
  const app = await buildApp({
    config: { publicUrl: 'http://school.test', buildDir: 'build', dataDir },
    db,
    logger: false,
    school: demoSchool,
  });
  try {
    await createAdminsRepository(db).create('bench-office', 'bench-office-password-1', 'office');
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/admin-login',
      payload: { username: 'bench-office', password: 'bench-office-password-1' },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    await app.admissions.settings.put(settings, { username: 'bench' });

    // Through the parents' write path, on the round's open day; no outbox wake-up.
    const deps = { ...app.admissions.deps, today: () => today, queued: () => {} };
    const applications = createAdmissionApplications(deps);
    const filled = performance.now();
    const numbers = [];
    for (let index = 0; index < applicationCount; index += 1) {
      const settingsOf = classes[index % classes.length];
      const birthYear = 2027 - settingsOf.minAge - 1;
      const accepted = await applications.submit(
        {
          year,
          class: settingsOf.class,
          childName: `Child ${index + 1} Sharma`,
          dateOfBirth: `${birthYear}-${String((index % 12) + 1).padStart(2, '0')}-1${index % 9}`,
          gender: index % 2 ? 'girl' : 'boy',
          previousSchool: '',
          previousClass: '',
          parentName: `Parent ${index + 1}`,
          phone: `+91 98${String(10_000_000 + index * 7919).padStart(8, '0')}`,
          email: `parent${index + 1}@mail.example`,
          occupation: '',
          address: `${index + 1} Shanti Nagar, Raipur`,
          language: index % 3 === 0 ? 'hi' : 'en',
          consent: 'true',
          consentVersion,
        },
        {
          'birth-certificate': document('birth-certificate'),
          'address-proof': document('address-proof'),
        },
      );
      numbers.push(accepted.number);
    }
    console.log(
      `  ${applicationCount} applications with ${2 * applicationCount} documents stored in ` +
        `${((performance.now() - filled) / 1000).toFixed(1)} s`,
    );

    // A third of them verified and some of those offered, as the office would move them.
    const rows = [];
    for (let page = 1; rows.length < applicationCount; page += 1) {
      const list = await app.inject({
        method: 'GET',
        url: `/api/admin/admissions/applications?year=${year}&page=${page}`,
        headers,
      });
      if (!list.json().items.length) break;
      rows.push(...list.json().items);
    }
    for (const [index, row] of rows.entries()) {
      if (index % 3 !== 0) continue;
      const accepted = ['birth-certificate', 'address-proof'].map((name) => ({
        document: name,
        verdict: 'accepted',
      }));
      const stages = index % 9 === 0 ? ['documents-verified', 'offered'] : ['documents-verified'];
      for (const payload of [{ documents: accepted }, ...stages.map((stage) => ({ stage }))]) {
        const moved = await app.inject({
          method: 'PATCH',
          url: `/api/admin/admissions/applications/${row.id}`,
          headers,
          payload,
        });
        if (moved.statusCode !== 200) throw new Error(`review: ${moved.statusCode} ${moved.body}`);
      }
    }

    const stagesAsked = ['new', 'documents-verified', 'offered'];
    const pages = Math.ceil(applicationCount / 50);
    const urls = Array.from({ length: listsPerRun }, (_, index) => {
      const className = classes[index % classes.length].class;
      const stage = stagesAsked[index % stagesAsked.length];
      const page = 1 + ((index * 7) % pages);
      const [kind, filters] = [
        ['a page of the year', `year=${year}&page=${page}`],
        ['one class', `year=${year}&class=${className}`],
        ['one stage', `year=${year}&stage=${stage}`],
        ['one class at one stage', `year=${year}&class=${className}&stage=${stage}`],
        ['documents missing', `year=${year}&complete=false`],
      ][index % 5];
      return { kind, url: `/api/admin/admissions/applications?${filters}` };
    });
    const ask = async (url) => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    };
    for (const { url } of urls.slice(0, 8)) await ask(url);
    const whole = await app.inject({ method: 'GET', url: urls[0].url, headers });
    console.log(
      `  a page of the whole year's list: ${whole.json().items.length} of ` +
        `${whole.json().total} rows, ${(whole.body.length / 1024).toFixed(0)} KB of JSON`,
    );
    await timed('lists', urls, 1, ask, true);
    await timed('lists', urls, 10, ask);
  } finally {
    await app.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-admissions-'));
const sqlite = openSqliteDatabase(dataDir);
try {
  await bench('SQLite', sqlite, dataDir);
} finally {
  await sqlite.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const fresh = await freshPostgresDatabase(process.env.DATABASE_URL, 'bench_admissions');
  const postgresDir = mkdtempSync(path.join(tmpdir(), 'bench-admissions-'));
  const postgres = await openPostgresDatabase(fresh.url);
  try {
    await bench('PostgreSQL', postgres, postgresDir);
  } finally {
    await postgres.close();
    await fresh.drop();
    rmSync(postgresDir, { recursive: true, force: true });
  }
} else console.log('\nDATABASE_URL is not set: PostgreSQL skipped.');
