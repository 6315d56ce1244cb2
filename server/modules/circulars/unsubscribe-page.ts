import { createHash } from 'node:crypto';
import type { Language } from '#contracts/languages.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { visitorMessageInHindi } from '#contracts/visitor-messages-hi.ts';
import { escapeXml } from '#server/lib/escape-xml.ts';

const words = {
  en: {
    title: 'Unsubscribe from circulars',
    ask: (school: string) =>
      `Press the button to stop receiving circulars from ${school} by e-mail. Nothing changes until you do.`,
    button: 'Unsubscribe',
    home: 'Go to the school website',
  },
  hi: {
    title: 'परिपत्रों की सदस्यता समाप्त करें',
    ask: (school: string) =>
      `${school} से ई-मेल पर परिपत्र पाना बंद करने के लिए बटन दबाएँ। बटन दबाने तक कुछ नहीं बदलेगा।`,
    button: 'सदस्यता समाप्त करें',
    home: 'विद्यालय की वेबसाइट पर जाएँ',
  },
} satisfies Record<Language, unknown>;

const style =
  'body{font-family:Arial,sans-serif;line-height:1.5;color:#1f2937;max-width:36rem;margin:2rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1.25rem;cursor:pointer}';

/**
 * These pages' own CSP: their one style block by its hash, and the form posting to this site.
 * The site-wide default (security-headers.ts) allows neither.
 */
export const unsubscribePagePolicy = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** What these pages name of the school: its name in each language. */
export type PageSchool = Pick<SchoolSettings, 'name' | 'nameHi'>;

const nameOf = (school: PageSchool, language: Language) =>
  language === 'hi' ? school.nameHi : school.name;

function page(school: PageSchool, language: Language, title: string, body: string): string {
  const name = nameOf(school, language);
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeXml(`${title} | ${name}`)}</title><style>${style}</style></head><body><h1>${escapeXml(title)}</h1>${body}<p><a href="${language === 'hi' ? '/hi' : '/'}">${escapeXml(words[language].home)}</a></p></body></html>`;
}

/**
 * What a GET of a mail's List-Unsubscribe address shows: a button that POSTs the one-click
 * unsubscribe (RFC 8058) to the same address. The GET itself changes nothing (decision 0016),
 * so a mail scanner that follows every link unsubscribes nobody.
 */
export function unsubscribeAskPage(school: PageSchool, language: Language, action: string): string {
  const text = words[language];
  return page(
    school,
    language,
    text.title,
    `<p>${escapeXml(text.ask(nameOf(school, language)))}</p><form method="post" action="${escapeXml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeXml(text.button)}</button></form>`,
  );
}

/**
 * The answer to the button's POST in a browser: what happened (the API's message), in the
 * visitor's language.
 */
export function unsubscribeDonePage(
  school: PageSchool,
  language: Language,
  message: string,
): string {
  const said = language === 'hi' ? visitorMessageInHindi(message) : message;
  return page(school, language, words[language].title, `<p>${escapeXml(said)}</p>`);
}
