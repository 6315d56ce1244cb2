import type { FastifyBaseLogger } from 'fastify';

type Hooks = { addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown };

/**
 * Runs a job once the server is ready, then every `everyMs`; a failure is logged and retried at
 * the next tick. Shared by the retention (daily) and the link checker (hourly ticks that run only
 * when claimDailyRun says this server has today's run).
 */
export function scheduleRepeating(
  app: Hooks,
  job: { name: string; run: () => Promise<unknown>; everyMs: number; awaitFirstRun?: boolean },
  log: FastifyBaseLogger,
): void {
  const runLogged = () =>
    job.run().catch((error: unknown) => log.error({ err: error }, `${job.name} run failed`));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (job.awaitFirstRun === false) void runLogged();
    else await runLogged();
    timer = setInterval(() => void runLogged(), job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
