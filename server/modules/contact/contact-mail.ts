import type { ContactMessageInput } from '#contracts/inbox.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { OutgoingMail } from '#server/mail/mailer.ts';

/**
 * The office's copy of a Contact Us message, to the office address of the school's settings;
 * Reply goes straight to the visitor.
 */
export function contactMail(
  message: ContactMessageInput,
  receivedAt: Date,
  school: Pick<SchoolSettings, 'emails'>,
): OutgoingMail {
  const sender = `${message.firstName} ${message.lastName}`;
  return {
    to: school.emails.office,
    replyTo: message.email,
    subject: `Contact form: ${message.subject}`,
    text: [
      `A message was sent through the Contact Us page of the website on ${receivedAt.toISOString()}.`,
      '',
      `From: ${sender} <${message.email}>`,
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      '— It is also in the admin Inbox. Please reply within 24 hours, as the page promises.',
    ].join('\n'),
  };
}
