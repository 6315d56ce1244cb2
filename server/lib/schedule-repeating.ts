import type { FastifyBaseLogger } from 'fastify';

type Hooks = { addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown };

/**
 * Runs a job once the server is ready (unless `runAtStart` is false), then every `everyMs`; a
 * failure is logged and retried at the next tick. Shared by the retention (daily, at start too)
 * and the link checker (hourly ticks from the first hour on, each running only when
 * claimDailyRun gives this server today's run: a start never waits for, or races, its requests).
 */
export function scheduleRepeating(
  app: Hooks,
  job: { name: string; run: () => Promise<unknown>; everyMs: number; runAtStart?: boolean },
  log: FastifyBaseLogger,
): void {
  const runLogged = () =>
    job.run().catch((error: unknown) => log.error({ err: error }, `${job.name} run failed`));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (job.runAtStart !== false) await runLogged();
    timer = setInterval(() => void runLogged(), job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
