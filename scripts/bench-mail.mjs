// npm run bench:mail: how fast the outbox hands circulars to a mail server, and in how much
// memory. Runs the built server (DIST_DIR, default dist) on a fresh SQLite data folder, or on a
// fresh PostgreSQL database when DATABASE_URL is set, with BENCH_SUBSCRIBERS (5,000) confirmed
// subscribers, against a local SMTP server that only counts. Two runs: a notice's immediate
// alerts, then a daily digest to the same number of digest subscribers. Prints the time, the
// rate and the server's peak RSS; exits 1 if a run misses 2 minutes or 200 MB. The server gets
// this process's NODE_OPTIONS, e.g. --max-old-space-size=192 (docs/mail.md).
import { randomUUID } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { SMTPServer } from 'smtp-server';
import { tsImport } from 'tsx/esm/api';
import { adminToken, startBuiltServer, testSchoolFile } from './lib/built-server.mjs';
import { freshPostgresDatabase } from './lib/fresh-postgres.mjs';

const subscriberCount = Number(process.env.BENCH_SUBSCRIBERS ?? 5000);
const limits = { seconds: 120, rssMb: 200 };
const admin = { username: 'bench-admin', password: 'bench-password-123' };
const { openSqliteDatabase } = await tsImport('../server/db/sqlite-database.ts', import.meta.url);
const { openPostgresDatabase } = await tsImport(
  '../server/db/postgres-database.ts',
  import.meta.url,
);

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
smtp.on('error', () => undefined);
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-mail-'));
const postgres = process.env.DATABASE_URL
  ? await freshPostgresDatabase(process.env.DATABASE_URL, 'bench_mail')
  : undefined;
const db = postgres ? await openPostgresDatabase(postgres.url) : openSqliteDatabase(dataDir);

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : 0;
};

/** Starts the server, runs `trigger`, and waits until `expected` more mails arrived. */
async function measure(label, env, trigger, expected) {
  const server = await startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    REDIS_URL: '',
    SMTP_URL: smtpUrl,
    PUBLIC_URL: 'https://school.example',
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    // A school of its own, so the new site starts set up (decision 0027).
    SCHOOL_SETTINGS_FILE: testSchoolFile,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const goal = received + expected;
  let peak = rssMb(server.pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 50);
  const started = performance.now();
  await trigger(server);
  while (received < goal && performance.now() - started < limits.seconds * 2000)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(server.pid));
  await server.stop();
  const ok = received >= goal && seconds <= limits.seconds && peak <= limits.rssMb;
  console.log(
    `${label}: ${expected} mails in ${seconds.toFixed(1)} s (${(expected / seconds).toFixed(0)} mails/s), peak RSS ${peak.toFixed(0)} MB ${ok ? 'OK' : 'FAILED'}`,
  );
  return ok;
}

async function setSubscribers(mode) {
  const { subscribers } = db.tables;
  await db.write((tx) => tx.delete(subscribers));
  const now = new Date();
  const rows = Array.from({ length: subscriberCount }, (_, n) => ({
    id: randomUUID(),
    email: `bench-${mode}-${n}@example.com`,
    audiences: ['all'],
    mode,
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  }));
  for (let start = 0; start < rows.length; start += 500)
    await db.write((tx) => tx.insert(subscribers).values(rows.slice(start, start + 500)));
}

const publish = async (server, title) => {
  const token = await adminToken(server.base, admin.username, admin.password);
  const response = await fetch(`${server.base}/api/notices/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, description: 'Benchmark circular.', date: '2026-11-23' }),
  });
  if (response.status !== 201) throw new Error(`publish failed: ${response.status}`);
};

let ok = true;
try {
  console.log(
    `${subscriberCount} confirmed subscribers, ${postgres ? 'PostgreSQL' : 'SQLite'}, SMTP ${smtpUrl}`,
  );
  await setSubscribers('immediate');
  // A digest time that never comes during the first run (it is checked at start).
  ok =
    (await measure(
      'immediate alerts of one notice',
      { DIGEST_TIME: '23:59' },
      (server) => publish(server, 'Benchmark notice'),
      subscriberCount,
    )) && ok;

  await setSubscribers('digest');
  await db.write((tx) => tx.delete(db.tables.digestRuns));
  ok =
    (await measure(
      'daily digest',
      // Any time of day has passed 00:00: the digest goes out as the server starts.
      { DIGEST_TIME: '00:00' },
      async () => undefined,
      subscriberCount,
    )) && ok;
} finally {
  await db.close();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  smtp.close();
}
process.exit(ok ? 0 : 1);
