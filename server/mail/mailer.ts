import type { Transporter } from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** The sender of the form, so the school can simply press Reply. */
  replyTo?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** An HTML alternative to `text` (circular mails). */
  html?: string;
  /** Stable per outbox row, so a resend after a crash is recognisably the same message. */
  messageId?: string;
  headers?: Record<string, string>;
};

/** Sends one e-mail; rejects when the mail server refuses it or cannot be reached. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * The mail server and the sender: fixed (MAIL_FROM), or asked for each mail, so a sender named
 * after the school follows its settings (school-sender.ts).
 */
export type SmtpSettings = { url: string; from: string | (() => Promise<string>) };

/** Connections a pooled mailer keeps open to the mail server. */
export const pooledConnections = 4;

/**
 * SMTP through nodemailer. Timeouts are short because a submission is already stored when its
 * mail goes out: waiting minutes for a dead server only delays shutdown. nodemailer is imported
 * with the first mail, not at the top: a site without SMTP_URL never holds it (2 MB of heap).
 */
export function createSmtpMailer(
  { url, from }: SmtpSettings,
  /** Pooled: several mails over a few kept-open connections (the circulars' outbox). */
  options: { pool?: boolean } = {},
): Mailer {
  let transport: Promise<Transporter> | undefined;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        ...(options.pool && {
          pool: true,
          maxConnections: pooledConnections,
          maxMessages: Infinity,
        }),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    async send(mail) {
      const sender = typeof from === 'string' ? from : await from();
      await (await opened()).sendMail({ from: sender, ...mail });
    },
    close: () => void transport?.then((open) => open.close()),
  };
}
