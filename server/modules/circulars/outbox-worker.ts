import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Alert } from '#contracts/alerts.ts';
import type { Notice } from '#contracts/content/notices.ts';
import type { Database } from '#server/db/database.ts';
import { pooledConnections, type Mailer, type OutgoingMail } from '#server/mail/mailer.ts';
import {
  alertMail,
  confirmationMail,
  digestMail,
  noticeMail,
  type MailLinks,
  type MailSchool,
} from './circular-mails.ts';
import { alertPush, noticePush } from './push-messages.ts';
import type { PushSender, PushTarget } from './push-sender.ts';
import type { PushMessage } from '#contracts/push.ts';
import { confirmationLifetimeMs } from './subscriptions-repository.ts';
import { hashToken, newToken } from './subscription-tokens.ts';

type OutboxRow = Database['tables']['outbox']['$inferSelect'];
type OutboxKind = OutboxRow['kind'];

const mailKinds: OutboxKind[] = ['confirmation', 'notice', 'digest', 'alert', 'admission'];
const pushKinds: OutboxKind[] = ['push-notice', 'push-alert'];

/** What a claimed row sends, or why it sends nothing. */
type Delivery =
  | { mail: OutgoingMail }
  | { push: PushTarget & { id: string }; message: PushMessage; urgent: boolean }
  | string;

export type OutboxWorkerOptions = {
  db: Database;
  /** Sends the mail rows; without it they wait (no SMTP_URL). */
  mailer?: Mailer | undefined;
  /** Sends the push rows (decision 0022); without it they wait (no VAPID keys). */
  push?: PushSender | undefined;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The school as its settings are now: each batch names it as it is when sent. */
  school: () => Promise<MailSchool>;
  notice: (id: string) => Promise<Notice | undefined>;
  alert: (id: string) => Promise<Alert | undefined>;
  /**
   * The mails of a batch's `admission` rows to the parents of applications (decision 0029), by
   * row id, with a fresh status link per application; a reason instead when there is nothing to
   * send.
   */
  admissionMails?: (rows: OutboxRow[]) => Promise<Map<string, OutgoingMail | string>>;
  /** Rows taken per claim; the pooled mailer sends them over a few connections. */
  batchSize?: number;
  /** Rows sent at once: one per connection of the pooled mailer. */
  lanes?: number;
  /** How long a claimed row is this worker's; after that another may take it over. */
  leaseMs?: number;
  pollMs?: number;
  maxAttempts?: number;
};

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min … at most 6 hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}

/**
 * Sends the outbox (decision 0017; pushes to phones, decision 0022). Each round claims due rows inside a transaction — on
 * PostgreSQL with FOR UPDATE SKIP LOCKED, so instances never take the same row; SQLite serves
 * one process (the data-folder lock), whose write transactions run one at a time — marks them
 * `sending` with a lease, sends them over a few lanes, and marks each one `sent` as soon as the
 * mail server accepted it, before its lane sends the next. A process killed mid-send leaves its rows `sending`; they are sent again once the lease
 * runs out (at once on SQLite, where no other process can hold them).
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, mailer, push, log } = options;
  const { outbox, subscribers, subscriptionTokens, pushSubscriptions } = db.tables;
  // Each instance claims only what it can send: a server without SMTP leaves the mails to others.
  const kinds = [...(mailer ? mailKinds : []), ...(push ? pushKinds : [])];
  const batchSize = options.batchSize ?? 20;
  const lanes = options.lanes ?? pooledConnections;
  const leaseMs = options.leaseMs ?? 120_000;
  const pollMs = options.pollMs ?? 2_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const host = new URL(options.publicUrl).hostname;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;

  async function claim(): Promise<OutboxRow[]> {
    return db.write(async (tx) => {
      const now = new Date();
      const due = and(
        inArray(outbox.kind, kinds),
        or(
          and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, 'sending'), lt(outbox.leaseUntil, now)),
        ),
      );
      const select = tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(due)
        .orderBy(asc(outbox.createdAt))
        .limit(batchSize);
      const ids =
        db.dialect === 'postgres' ? await select.for('update', { skipLocked: true }) : await select;
      if (!ids.length) return [];
      return tx
        .update(outbox)
        .set({
          status: 'sending',
          leaseUntil: new Date(now.getTime() + leaseMs),
          attempts: sql`${outbox.attempts} + 1`,
        })
        .where(
          inArray(
            outbox.id,
            ids.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /**
   * The mails and pushes of the claimed rows, with a fresh token per mail (only its hash is
   * stored).
   */
  async function render(rows: OutboxRow[]): Promise<Map<string, Delivery>> {
    const subscriberIds = [...new Set(rows.flatMap((row) => row.subscriberId ?? []))];
    const people = subscriberIds.length
      ? await db.read.select().from(subscribers).where(inArray(subscribers.id, subscriberIds))
      : [];
    const byId = new Map(people.map((person) => [person.id, person]));
    const school = await options.school();
    const phoneIds = rows.flatMap((row) => row.pushSubscriptionId ?? []);
    const phones = new Map(
      (phoneIds.length
        ? await db.read
            .select()
            .from(pushSubscriptions)
            .where(inArray(pushSubscriptions.id, phoneIds))
        : []
      ).map((phone) => [phone.id, phone]),
    );
    const notices = new Map<string, Notice | undefined>();
    const noticeOf = async (id: string) => {
      if (!notices.has(id)) notices.set(id, await options.notice(id));
      return notices.get(id);
    };
    const tokens: Array<Database['tables']['subscriptionTokens']['$inferInsert']> = [];
    const mails = new Map<string, Delivery>();
    const now = new Date();
    const admissionRows = rows.filter((row) => row.kind === 'admission');
    const admissionMails =
      admissionRows.length && options.admissionMails
        ? await options.admissionMails(admissionRows)
        : new Map<string, OutgoingMail | string>();
    for (const row of rows) {
      if (row.kind === 'admission') {
        const mail = admissionMails.get(row.id) ?? 'admissions are not wired to this worker';
        mails.set(
          row.id,
          typeof mail === 'string' ? mail : { mail: { ...mail, messageId: `<${row.id}@${host}>` } },
        );
        continue;
      }
      const person = row.subscriberId ? byId.get(row.subscriberId) : undefined;
      if (!person) {
        mails.set(row.id, 'the subscriber no longer exists');
        continue;
      }
      if (row.kind !== 'confirmation' && (!person.confirmedAt || person.unsubscribedAt)) {
        mails.set(row.id, 'unsubscribed before it was sent');
        continue;
      }
      if (row.kind === 'push-notice' || row.kind === 'push-alert') {
        const phone = row.pushSubscriptionId ? phones.get(row.pushSubscriptionId) : undefined;
        const notice = row.noticeId ? await noticeOf(row.noticeId) : undefined;
        const alert = row.alertId ? await options.alert(row.alertId) : undefined;
        const message =
          (notice && noticePush(notice, options.publicUrl, school)) ??
          (alert && alertPush(alert, options.publicUrl, school));
        mails.set(
          row.id,
          !phone
            ? 'the phone was removed before it was sent'
            : message
              ? { push: phone, message, urgent: row.kind === 'push-alert' }
              : 'the notice or alert was deleted',
        );
        continue;
      }
      const manageToken = newToken();
      tokens.push({
        tokenHash: hashToken(manageToken),
        subscriberId: person.id,
        purpose: 'manage',
        noticeId: row.noticeId,
        createdAt: now,
      });
      const links: MailLinks = { publicUrl: options.publicUrl, manageToken, school };
      let mail: Omit<OutgoingMail, 'to'> | string;
      if (row.kind === 'confirmation') {
        const confirmToken = newToken();
        tokens.push({
          tokenHash: hashToken(confirmToken),
          subscriberId: person.id,
          purpose: 'confirm',
          choice: row.payload as { audiences: never[]; mode: 'immediate' },
          createdAt: now,
          expiresAt: new Date(now.getTime() + confirmationLifetimeMs),
        });
        mail = confirmationMail(confirmToken, links);
      } else if (row.kind === 'notice') {
        const notice = row.noticeId ? await noticeOf(row.noticeId) : undefined;
        mail = notice ? noticeMail(notice, links, manageToken) : 'the notice was deleted';
      } else if (row.kind === 'digest') {
        const { day, noticeIds } = row.payload as { day: string; noticeIds: string[] };
        const listed = (await Promise.all(noticeIds.map(noticeOf))).filter(
          (notice): notice is Notice => Boolean(notice),
        );
        mail = listed.length ? digestMail(listed, day, links) : 'its notices were deleted';
      } else {
        const alert = row.alertId ? await options.alert(row.alertId) : undefined;
        mail = alert ? alertMail(alert, links) : 'the alert was withdrawn';
      }
      mails.set(
        row.id,
        typeof mail === 'string'
          ? mail
          : { mail: { ...mail, to: person.email, messageId: `<${row.id}@${host}>` } },
      );
    }
    if (tokens.length) await db.write((tx) => tx.insert(subscriptionTokens).values(tokens));
    return mails;
  }

  // Marks are written together: one transaction for all that arrived while the previous one
  // committed (each commit waits for the disk on SQLite, synchronous=FULL), and one UPDATE for
  // all the sent ones in it (better-sqlite3 prepares a statement per query, in native memory the
  // garbage collector does not see). The lanes of `drain` wait for their mark, so one
  // transaction carries at most one mark per lane.
  type Mark = { id: string; failure?: Partial<OutboxRow>; done: (error?: unknown) => void };
  let marks: Mark[] = [];
  let marking: Promise<void> | undefined;
  const stillSending = (ids: string[]) =>
    and(inArray(outbox.id, ids), eq(outbox.status, 'sending'));
  function writeMarks(): void {
    if (marking || !marks.length) return;
    const batch = marks;
    marks = [];
    marking = db
      .write(async (tx) => {
        const sent = batch.filter((mark) => !mark.failure).map((mark) => mark.id);
        if (sent.length)
          await tx
            .update(outbox)
            .set({ status: 'sent', sentAt: new Date(), leaseUntil: null, lastError: null })
            .where(stillSending(sent));
        for (const mark of batch)
          if (mark.failure)
            await tx
              .update(outbox)
              .set({ leaseUntil: null, ...mark.failure })
              .where(stillSending([mark.id]));
      })
      .then(
        () => batch.forEach((mark) => mark.done()),
        (error: unknown) => batch.forEach((mark) => mark.done(error)),
      )
      .finally(() => {
        marking = undefined;
        writeMarks();
      });
  }
  /** Records the outcome of one row: sent, or the failure's new status. */
  const finish = (id: string, failure?: Partial<OutboxRow>) =>
    new Promise<void>((resolve, reject) => {
      marks.push({
        id,
        ...(failure && { failure }),
        done: (error) => (error ? reject(error) : resolve()),
      });
      writeMarks();
    });

  async function deliver(row: OutboxRow, delivery: Delivery): Promise<void> {
    if (typeof delivery === 'string') {
      await finish(row.id, { status: 'failed', lastError: delivery });
      return;
    }
    try {
      if ('mail' in delivery) await mailer!.send(delivery.mail);
      else if ((await push!.send(delivery.push, delivery.message, delivery.urgent)) === 'gone') {
        // 404 or 410: the phone unsubscribed or the browser dropped it; it is never tried again.
        await db.write((tx) =>
          tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.push.id)),
        );
        await finish(row.id, {
          status: 'failed',
          lastError: 'the push service no longer knows this phone',
        });
        return;
      }
      await finish(row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= maxAttempts;
      log.warn(
        { outboxId: row.id, attempts: row.attempts, err: error },
        'circular delivery failed',
      );
      await finish(row.id, {
        status: giveUp ? 'failed' : 'queued',
        nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
        lastError: message.slice(0, 500),
      });
    }
  }

  /** Sends everything due; resolves when the outbox has nothing due left (or on stop). */
  async function drain(stoppable = false): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      if (!rows.length) return sent;
      const mails = await render(rows);
      // Each lane sends its next row only once the previous one's outcome is committed: a kill
      // leaves at most one accepted-but-unmarked mail per lane, whatever the disk's latency
      // (decision 0017, "What a crash costs"). The lanes share one iterator over the rows.
      const next = rows.values();
      await Promise.all(
        Array.from({ length: lanes }, async () => {
          for (const row of next) await deliver(row, mails.get(row.id)!);
        }),
      );
      sent += rows.length;
      if (stoppable && stopped) return sent;
    }
  }

  function round(): void {
    if (running) {
      again = true;
      return;
    }
    running = drain(true)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'outbox round failed'))
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          round();
        }
      });
  }

  return {
    /** Sends everything due now (tests and the benchmark call it directly). */
    drain: () => drain(),
    async start(): Promise<void> {
      if (db.dialect === 'sqlite') {
        // One process per data folder: rows left `sending` are a killed predecessor's.
        await db.write((tx) =>
          tx
            .update(outbox)
            .set({ status: 'queued', leaseUntil: null })
            .where(eq(outbox.status, 'sending')),
        );
      }
      stopped = false;
      timer = setInterval(round, pollMs);
      timer.unref();
      round();
    },
    /** Called after a write queued mails: no need to wait for the next poll. */
    wake(): void {
      if (!stopped) round();
    },
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
