import type { FastifyBaseLogger } from 'fastify';
import { contentKinds, scheduledKinds } from '#contracts/content/content-kinds.ts';
import type { ContentServices } from '#server/modules/content/content-services.ts';

/** How often each server looks for schedules whose time has come. */
export const publishCheckMs = 60_000;

/**
 * Every transition due at `now` (decision 0023): scheduled pages are published and pages due to
 * go offline unpublished (pages-service.ts), then the items of each scheduled kind
 * (contracts/content/content-kinds.ts: news, notices, events, gallery posts) go live or offline
 * (item-resource.ts fireDue), each kind's service named by its entity. Each transition is claimed by a conditional UPDATE in its
 * own write, so with several servers each fires once, and each write drops the response cache on
 * every instance.
 */
export async function fireDueSchedules(services: ContentServices, now: Date): Promise<void> {
  await services.pages.publishDue(now);
  await services.pages.unpublishDue(now);
  for (const kind of scheduledKinds) await services[contentKinds[kind].entity].fireDue(now);
}

/**
 * Runs the scheduled transitions once the server is ready and then every minute. Every server
 * runs them; a failed run is logged and tried again at the next tick.
 */
export function scheduleContentPublishing(
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
