import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { contactMessageInputSchema, submissionMessages } from '#contracts/inbox.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { Database } from '#server/db/database.ts';
import { validationError } from '#server/lib/http-errors.ts';
import type { Notifier } from '#server/mail/notifier.ts';
import { caughtByHoneypot } from '#server/http/honeypot.ts';
import { contactMail } from './contact-mail.ts';

/**
 * The one write path of Contact Us, for POST /api/contact and the contact page's action
 * (public-forms.ts): honeypot, schema, the Inbox row, then the mail. The caller has counted the
 * attempt against the per-address limit first. Throws HttpError (400) for invalid fields.
 */
export function createContactMessages({
  db,
  notifier,
  school,
}: {
  db: Database;
  notifier: Notifier;
  /** The school as its settings are now: the office address the copy goes to. */
  school: () => Promise<Pick<SchoolSettings, 'emails'>>;
}) {
  const { contactMessages } = db.tables;
  return {
    async send(body: unknown, log: FastifyBaseLogger): Promise<{ message: string }> {
      const accepted = { message: submissionMessages.contact };
      if (caughtByHoneypot(body)) {
        log.info('contact form honeypot filled; dropped');
        return accepted;
      }
      const parsed = contactMessageInputSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error.issues);

      // Read before the row is stored: the site's forms are used only once it is set up.
      const settings = await school();
      // Stored first: the Inbox is the record, the e-mail only a copy.
      const row = { id: randomUUID(), ...parsed.data, createdAt: new Date() };
      await db.write((tx) => tx.insert(contactMessages).values(row));
      notifier.notify(contactMail(parsed.data, row.createdAt, settings), {
        contactMessageId: row.id,
      });
      return accepted;
    },
  };
}
export type ContactMessages = ReturnType<typeof createContactMessages>;
