import pino from 'pino';
import { demoSchool } from '#contracts/demo-school.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { ensurePrivateDir } from './lib/private-files.ts';
import { openDatabase } from './db/open-database.ts';
import { seedDemo } from './demo/seed-demo.ts';
import { createAdminsRepository, prepareFirstAdmin } from './modules/auth/index.ts';
import { createResponseCache } from './cache/response-cache.ts';
import { acceptSeveralPerTurn } from './lib/accept-several-per-turn.ts';

async function main(): Promise<void> {
  // React renders pages several times faster in its production build, which it picks from
  // NODE_ENV when the web build is first imported (render-page.ts imports it at start).
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  ensurePrivateDir(config.dataDir);
  // In-process caches assume one server per data folder: a second one must not start.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);

  const db = await openDatabase(config);
  // On PostgreSQL several instances may share the database: a write on one must clear the
  // response cache of all, so invalidations travel through LISTEN/NOTIFY.
  // The PostgreSQL and Redis clients are imported only when configured (~27 MB of memory together).
  const channel = config.databaseUrl
    ? await (
        await import('./cache/postgres-channel.ts')
      ).createPostgresChannel(config.databaseUrl, log)
    : undefined;
  // Behind several servers the per-address limits (forms, failed logins) must count on all of them.
  const redisLimits = config.redisUrl
    ? await import('./rate-limits/redis-rate-limiter.ts')
    : undefined;
  const redis = redisLimits?.connectRateLimitRedis(config.redisUrl!, log);
  // ADMIN_PASSWORD is checked before the app is built (first-admin.ts says why).
  const createFirstAdmin = await prepareFirstAdmin(createAdminsRepository(db), config);
  const app = await buildApp({
    config,
    db,
    logger: log,
    cache: createResponseCache(channel && { channel }),
    rateLimiters: redis && redisLimits!.redisRateLimiters(redis, log),
    // A settings file gives the school; the demo its own; otherwise the setup screen will.
    school: config.school ?? (config.demo ? demoSchool : undefined),
  });
  if (channel) app.addHook('onClose', () => channel.close());
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // A site waiting for its setup has no account: the setup screen creates the first one.
  const setUp = await app.siteSetup.isSetUp();
  if (setUp) await createFirstAdmin(app.log);
  if (setUp && config.demo) await seedDemo(app, app.log);
  // A new token each start until the setup is done: only the newest printed address works.
  const setupToken = setUp ? undefined : await app.siteSetup.newToken();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // On results day a thousand parents connect at once. Node queues 511 unaccepted connections by
  // default; past that the kernel drops the handshake's last step and the phone waits 1, 3 or 7
  // seconds to send it again (scripts/load-test.mjs, the spike). The kernel caps the queue at
  // net.core.somaxconn.
  const backlog = 4096;
  // Copies of the listening socket take more of those connections per turn (decision 0033).
  // They stop listening when the server does; the connections they took end as the server's do.
  const copies: { close?: () => Promise<void>; closed?: Promise<void> } = {};
  app.addHook('preClose', async () => void (copies.closed = copies.close?.()));
  app.addHook('onClose', async () => await copies.closed);
  await app.listen({ port: config.port, host: config.host, backlog });
  const { close } = await acceptSeveralPerTurn(app.server, {
    extraHandles: 63,
    backlog,
    log: app.log,
  });
  copies.close = close;
  app.log.info({ url: config.publicUrl, database: db.dialect }, 'school site ready');
  if (setupToken) printSetupAddress(`${config.publicUrl}/setup?token=${setupToken}`);
}

/** The one address that sets the site up, printed once per start and never logged. */
function printSetupAddress(address: string): void {
  process.stdout.write(
    `\n  This site is not set up yet. Open this address to set up your school:\n` +
      `  Setup:       ${address}\n` +
      `  (valid until used; a new address is printed at each start until the setup is done)\n\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
