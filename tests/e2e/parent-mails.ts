import { expect, type APIRequestContext } from '@playwright/test';
import { e2eMailSinkUrl } from './e2e-env.ts';

// The mails the test's mail server received (mail-sink.mjs), as the parent reads them: a Hindi
// text leaves as base64 or quoted-printable UTF-8, which is undone here.

type Mail = { to: string[]; subject: string; raw: string };

/** The text of a single-part mail, its transfer encoding undone. */
export function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})|[^=]+/gi, (part, hex?: string) =>
        hex ? `%${hex}` : encodeURIComponent(part),
      );
    return decodeURIComponent(bytes);
  }
  return body;
}

async function textsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const answer = await request.get(`${e2eMailSinkUrl}/mails?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as Mail[]).map((mail) => mailText(mail.raw));
}

/**
 * Waits for the `nth` mail to `to` whose text contains `words` (1 = the first such mail), and
 * answers its text: the outbox sends a moment after the change that queued it.
 */
export async function mailSaying(
  request: APIRequestContext,
  to: string,
  words: string,
  nth = 1,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await textsTo(request, to)).filter((text) => text.includes(words))[nth - 1];
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail ${nth} to ${to} saying "${words}"` },
    )
    .toBe(true);
  return found!;
}

/** How many mails `to` has received so far. */
export async function mailCount(request: APIRequestContext, to: string): Promise<number> {
  return (await textsTo(request, to)).length;
}

/** The status link of an admission mail, as the parent taps it. */
export function statusLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/admissions\/status\?token=[\w-]+/.exec(text)?.[0];
  expect(link, `a status link in:\n${text}`).toBeTruthy();
  return link!;
}
