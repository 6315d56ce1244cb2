import type { FastifyBaseLogger } from 'fastify';

/** How often each server looks for scheduled pages whose time has come. */
export const publishCheckMs = 60_000;

/**
 * Runs the scheduled publishing once the server is ready and then every minute. Every server
 * runs it; pages-service.ts publishDue claims each schedule so it fires once. A failed run is
 * logged and tried again at the next tick.
 */
export function schedulePagePublishing(
  app: { addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown },
  run: () => Promise<unknown>,
  log: FastifyBaseLogger,
): void {
  const runLogged = () =>
    run().catch((error: unknown) => log.error({ err: error }, 'scheduled publishing failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await runLogged();
    timer = setInterval(() => void runLogged(), publishCheckMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
