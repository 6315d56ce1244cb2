import type { Alert } from '#contracts/alerts.ts';
import type { Notice } from '#contracts/content/notices.ts';
import { itemPath } from '#contracts/content/item-paths.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { escapeXml } from '#server/lib/escape-xml.ts';
import type { OutgoingMail } from '#server/mail/mailer.ts';

/** What a mail names of the school: its names, and the office that answers replies. */
export type MailSchool = Pick<SchoolSettings, 'name' | 'shortName' | 'emails'>;

/**
 * What every circular mail carries: the links (`manageToken` opens the subscriber's own
 * settings) and the school as its settings are when the mail is sent (decision 0027).
 */
export type MailLinks = { publicUrl: string; manageToken: string; school: MailSchool };

const summaryLength = 600;

/**
 * The circular's text as the school wrote it, its lines and paragraphs kept (a list of dates or
 * classes is unreadable run together), at most `summaryLength` characters: the page has the rest.
 */
function summary(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim());
  const kept = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return kept.length > summaryLength ? `${kept.slice(0, summaryLength - 1).trimEnd()}…` : kept;
}

/** The same text in HTML: a paragraph for each blank-line-separated part, <br> for a line. */
function summaryHtml(text: string): string {
  return summary(text)
    .split('\n\n')
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeXml).join('<br>')}</p>`)
    .join('');
}

/** Replies reach the school office, not the sending address nobody reads. */
const replyTo = (links: MailLinks) => links.school.emails.office;

// One formatter for every mail: each Intl object holds native (ICU) memory the garbage collector
// does not count, and one per mail grew the server by ~50 KB a mail (npm run bench:mail).
const dayFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' });

function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** The headers RFC 8058 asks for: mail apps show "Unsubscribe" and POST to it in one click. */
function listHeaders({ publicUrl, manageToken }: MailLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}/api/subscriptions/unsubscribe?token=${manageToken}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The mail's address book entries: the subscriber's settings, and leaving. */
function footer({ publicUrl, manageToken, school }: MailLinks) {
  const manage = `${publicUrl}/subscriptions/manage?token=${manageToken}`;
  return {
    // "-- " alone on its line: the signature separator mail apps recognise and leave out of replies.
    text: `\n-- \nYou receive this because you subscribed to circulars from ${school.name}.\nChange what you receive or unsubscribe: ${manage}\n`,
    html: `<hr><p style="font-size:13px;color:#555">You receive this because you subscribed to circulars from ${escapeXml(school.name)}. <a href="${escapeXml(manage)}">Change what you receive or unsubscribe</a>.</p>`,
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeXml(title)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1f2937;max-width:640px">${body}</body></html>`;
}

function noticeBlock(notice: Notice, publicUrl: string) {
  const url = `${publicUrl}${itemPath('notices', notice.slug)}`;
  const attachment = notice.fileUrl ? `${publicUrl}${notice.fileUrl}` : undefined;
  const number = notice.circularNumber ? `${notice.circularNumber}: ` : '';
  const text = [
    `${number}${notice.title}`,
    `Date: ${formatDay(notice.date)}`,
    '',
    summary(notice.description),
    '',
    `Read the circular: ${url}`,
    ...(attachment ? [`Attachment: ${attachment}`] : []),
  ].join('\n');
  const html = [
    `<h2 style="font-size:18px;margin:16px 0 4px">${notice.circularNumber ? `<span style="color:#555">${escapeXml(notice.circularNumber)}</span><br>` : ''}${escapeXml(notice.title)}</h2>`,
    `<p style="margin:0;color:#555">${escapeXml(formatDay(notice.date))}</p>`,
    summaryHtml(notice.description),
    `<p><a href="${escapeXml(url)}">Read the circular</a>${attachment ? ` · <a href="${escapeXml(attachment)}">Open the attachment</a>` : ''}</p>`,
  ].join('');
  return { text, html };
}

export function confirmationMail(confirmToken: string, links: MailLinks): Omit<OutgoingMail, 'to'> {
  const url = `${links.publicUrl}/subscriptions/confirm?token=${confirmToken}`;
  const end = footer(links);
  const { school } = links;
  return {
    subject: `Confirm your subscription to ${school.shortName} circulars`,
    text: `Please confirm that you want circulars from ${school.name} at this address:\n${url}\n\nIf you did not ask for this, ignore this e-mail: nothing will be sent.${end.text}`,
    html: page(
      'Confirm your subscription',
      `<p>Please confirm that you want circulars from ${escapeXml(school.name)} at this address.</p><p><a href="${escapeXml(url)}">Confirm my subscription</a></p><p>If you did not ask for this, ignore this e-mail: nothing will be sent.</p>${end.html}`,
    ),
    replyTo: replyTo(links),
    headers: listHeaders(links),
  };
}

export function noticeMail(
  notice: Notice,
  links: MailLinks,
  acknowledgeToken?: string,
): Omit<OutgoingMail, 'to'> {
  const block = noticeBlock(notice, links.publicUrl);
  const ack =
    acknowledgeToken && notice.acknowledgementRequested
      ? `${links.publicUrl}/subscriptions/acknowledge?token=${acknowledgeToken}`
      : undefined;
  const end = footer(links);
  const number = notice.circularNumber ? `${notice.circularNumber}: ` : '';
  return {
    subject: `${number}${notice.title}`,
    text: `${block.text}${ack ? `\n\nThe school asks you to confirm you have read this: ${ack}` : ''}\n${end.text}`,
    html: page(
      notice.title,
      `${block.html}${ack ? `<p><strong>The school asks you to confirm you have read this:</strong> <a href="${escapeXml(ack)}">I have read this</a></p>` : ''}${end.html}`,
    ),
    replyTo: replyTo(links),
    headers: listHeaders(links),
  };
}

export function digestMail(
  notices: Notice[],
  day: string,
  links: MailLinks,
): Omit<OutgoingMail, 'to'> {
  const blocks = notices.map((notice) => noticeBlock(notice, links.publicUrl));
  const end = footer(links);
  const title = `${links.school.shortName} circulars of ${formatDay(day)}`;
  return {
    subject: `${title} (${notices.length})`,
    text: `${title}\n\n${blocks.map((block) => block.text).join('\n\n----\n\n')}\n${end.text}`,
    html: page(
      title,
      `<h1 style="font-size:20px">${escapeXml(title)}</h1>${blocks.map((block) => block.html).join('<hr>')}${end.html}`,
    ),
    replyTo: replyTo(links),
    headers: listHeaders(links),
  };
}

export function alertMail(alert: Alert, links: MailLinks): Omit<OutgoingMail, 'to'> {
  const link =
    alert.link && (alert.link.startsWith('/') ? `${links.publicUrl}${alert.link}` : alert.link);
  const end = footer(links);
  return {
    subject: `Urgent from ${links.school.shortName}: ${alert.message.slice(0, 80)}`,
    text: `${alert.message}${link ? `\n\nMore: ${link}` : ''}\n${end.text}`,
    html: page(
      'Urgent message from the school',
      `<p style="font-size:18px"><strong>${escapeXml(alert.message)}</strong></p>${link ? `<p><a href="${escapeXml(link)}">More information</a></p>` : ''}${end.html}`,
    ),
    replyTo: replyTo(links),
    headers: listHeaders(links),
  };
}
