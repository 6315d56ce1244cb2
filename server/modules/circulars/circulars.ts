import type { FastifyInstance } from 'fastify';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { createSmtpMailer, type SmtpSettings } from '#server/mail/mailer.ts';
import type { RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import type { ResponseCache } from '#server/cache/response-cache.ts';
import type { ContentServices, CircularOptions } from '#server/modules/content/index.ts';
import { createAlertsService } from './alerts-service.ts';
import { alertsRoutes } from './alerts-routes.ts';
import { scheduleDigest } from './digest-scheduler.ts';
import { queueNoticeAlerts } from './outbox-queue.ts';
import {
  createOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from './outbox-worker.ts';
import { pushRoutes } from './push-routes.ts';
import { createPushSender, type PushDeliveryOptions } from './push-sender.ts';
import { createPushSubscriptionsRepository } from './push-subscriptions-repository.ts';
import type { SubscriptionRequests } from './subscription-requests.ts';
import { createSubscriptionsRepository } from './subscriptions-repository.ts';
import { subscriptionsRoutes } from './subscriptions-routes.ts';

/**
 * Circulars that reach parents: numbered notices, subscriptions, the mail outbox and
 * its worker, the daily digest and emergency alerts. Without SMTP_URL everything is recorded and
 * queued, and nothing is sent until a mail server is configured. Web push to phones exists only
 * with the VAPID keys (decision 0022).
 */
export function createCirculars(deps: {
  app: FastifyInstance;
  db: Database;
  audit: AuditRepository;
  cache: ResponseCache;
  config: { publicUrl: string; mail?: SmtpSettings | undefined } & Partial<
    Pick<AppConfig, 'circulars' | 'push'>
  >;
  /**
   * The school's settings in force (the environment's over the stored ones), undefined while it
   * is not set up: circulars are numbered, mailed and digested as they say at the time.
   */
  school: () => Promise<SchoolSettings | undefined>;
  clock?: () => Date;
  /** Where pushes may go: loopback only for the tests' local push service. */
  pushDelivery?: PushDeliveryOptions;
  /** The mails of a batch's outbox rows for admission applications (decision 0029). */
  admissionMails?: OutboxWorkerOptions['admissionMails'];
}) {
  const { app, db, config } = deps;
  const school = async () => {
    const settings = await deps.school();
    // Notices are published and mails queued only on a site that is set up.
    if (!settings) throw new HttpError(503, 'The site is being set up.');
    return settings;
  };
  let worker: OutboxWorker | undefined;
  const queued = () => worker?.wake();
  const alerts = createAlertsService({ ...deps, queued });
  const subscriptions = createSubscriptionsRepository(db);

  const noticeOptions: CircularOptions = {
    numbering: school,
    async onPublished(tx, notice) {
      const count = await queueNoticeAlerts(tx, db.tables, notice);
      // The worker polls too; this only saves the wait once the transaction has committed.
      if (count) setTimeout(queued, 100).unref();
    },
  };

  async function register(
    services: ContentServices,
    /** Per client address: the subscription and phone forms, and the mailed links' writes. */
    limiters: { forms: RateLimiter; links: RateLimiter },
    /** Subscribing, shared with the subscribe page's action (public-forms.ts). */
    requests: SubscriptionRequests,
  ): Promise<void> {
    await app.register(subscriptionsRoutes, {
      subscriptions,
      requests,
      linkLimiter: limiters.links,
      school,
    });
    await app.register(alertsRoutes, { alerts });
    if (config.push)
      await app.register(pushRoutes, {
        publicKey: config.push.publicKey,
        phones: createPushSubscriptionsRepository(db),
        limiter: limiters.forms,
        outbound: deps.pushDelivery ?? {},
      });
    const mailer = config.mail && createSmtpMailer(config.mail, { pool: true });
    const push = config.push && createPushSender(config.push, deps.pushDelivery);
    if (!mailer && !push) return;
    worker = createOutboxWorker({
      db,
      mailer,
      push,
      publicUrl: config.publicUrl,
      log: app.log,
      school,
      notice: (id) => services.notices.get(id),
      alert: (id) => alerts.get(id),
      admissionMails: deps.admissionMails,
      ...(config.circulars && { leaseMs: config.circulars.leaseSeconds * 1000 }),
    });
    // The digest is a mail: it is queued only where mails can go.
    const digest =
      mailer &&
      scheduleDigest({
        db,
        digestTime: async () => (await deps.school())?.digestTime,
        log: app.log,
        queued,
      });
    app.addHook('onReady', async () => {
      await worker!.start();
      digest?.start();
    });
    app.addHook('onClose', async () => {
      digest?.stop();
      await worker!.stop();
      mailer?.close();
    });
  }

  return {
    alerts,
    subscriptions,
    noticeOptions,
    register,
    /** Wakes the outbox worker once something is queued. */
    queued,
    /** The running worker, when mail or push is configured (tests drain it directly). */
    worker: () => worker,
  };
}
