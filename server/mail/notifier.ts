import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, OutgoingMail } from './mailer.ts';

/**
 * Sends the school a copy of a stored submission in the background. The submission is already
 * in the database (the Inbox), so a failed mail is logged and nothing else: it neither fails the
 * visitor's request nor makes them wait for a slow mail server.
 */
export interface Notifier {
  notify(mail: OutgoingMail, context: Record<string, unknown>): void;
  /** Waits for mails still being sent (called when the server closes). */
  drain(): Promise<void>;
}

export function createNotifier(mailer: Mailer | undefined, log: FastifyBaseLogger): Notifier {
  const pending = new Set<Promise<void>>();
  return {
    notify(mail, context) {
      if (!mailer) return;
      const sending = mailer
        .send(mail)
        .then(() => log.info(context, 'submission e-mailed to the school'))
        .catch((error: unknown) =>
          log.error(
            { ...context, err: error },
            'could not e-mail a submission; it is kept in the Inbox',
          ),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain() {
      await Promise.allSettled([...pending]);
      mailer?.close();
    },
  };
}
