/**
 * The text checks of an SVG upload, before sharp draws it (rasterise-svg.ts). The SVG's own
 * bytes are never stored or served; these checks make sure that drawing it reads nothing but
 * the file itself.
 */

/** Encodings in which the checks below read every ASCII character as the parser will. */
const readableEncodings = /^(utf-?8|us-ascii|ascii|iso-8859-1|latin1|windows-1252)$/i;

/**
 * The document type drawing programs write, `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"
 * "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">`: no internal subset, the W3C's DTD.
 */
const standardDoctype =
  /^<!DOCTYPE\s+svg(\s+PUBLIC\s+(["'])[^"']*\2(\s+(["'])http:\/\/www\.w3\.org\/[^"']*\4)?|\s+SYSTEM\s+(["'])http:\/\/www\.w3\.org\/[^"']*\5)?\s*>$/i;

/**
 * Links that stay inside the file: a fragment (`#logo-gradient`) or a picture embedded in base64
 * (embeddedPictures reads them, so their size is checked too). In CSS, fragments only.
 */
const insideHref = /^(#|data:image\/(png|jpeg|jpg|gif|webp);base64,)/i;
const insideCssUrl = /^#/;

/**
 * Whether the file's root element is `<svg`: after an optional byte order mark, the XML
 * declaration, comments, processing instructions and a document type. Read by hand, not with
 * one regular expression, so a long prolog costs one pass.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  const text = bytes.subarray(0, 256 * 1024).toString('utf8');
  let at = text.startsWith('\ufeff') ? 1 : 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
    if (text.startsWith('<?', at)) at = after(text, '?>', at);
    else if (text.startsWith('<!--', at)) at = after(text, '-->', at);
    else if (/^<!doctype\b/i.test(text.slice(at, at + 10))) at = afterDoctype(text, at);
    else return /^<svg[\s/>]/.test(text.slice(at, at + 5));
    if (at < 0) return false;
  }
}

function after(text: string, end: string, from: number): number {
  const found = text.indexOf(end, from);
  return found < 0 ? -1 : found + end.length;
}

/** A document type may hold an internal subset in brackets, with `>` inside it. */
function afterDoctype(text: string, from: number): number {
  const close = text.indexOf('>', from);
  const open = text.indexOf('[', from);
  if (open < 0 || (close >= 0 && close < open)) return close < 0 ? -1 : close + 1;
  const subsetEnd = text.indexOf(']', open);
  return subsetEnd < 0 ? -1 : after(text, '>', subsetEnd);
}

/** Numeric and predefined character references undone, as the XML parser hands text to CSS. */
function xmlUnescaped(text: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (match, ref: string) => {
    if (!ref.startsWith('#')) return named[ref.toLowerCase()] ?? match;
    const code = ref[1]!.toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** CSS escapes undone (`\75 rl(` is `url(`), so an escaped `url(` or `@import` is seen. */
function cssUnescaped(text: string): string {
  return text.replace(/\\([0-9a-f]{1,6})\s?|\\([\s\S])/gi, (_match, hex?: string, char?: string) =>
    hex ? (parseInt(hex, 16) <= 0x10ffff ? String.fromCodePoint(parseInt(hex, 16)) : '') : char!,
  );
}

const shown = (reference: string) =>
  reference.length > 60 ? `${reference.slice(0, 57)}...` : reference;

/**
 * Why an SVG may not be drawn, in words for the office, or undefined when it may. Refused: an
 * encoding these checks cannot read, entity declarations and document types other than the
 * standard SVG one, and any link, stylesheet or `url()` that leads outside the file. Sharp's
 * librsvg fetches nothing from a file given as bytes (no base address, no external entities:
 * rasterise-svg.test.ts proves it against a local server); this check is the second wall, and
 * gives the reason.
 */
export function svgProblem(bytes: Buffer): string | undefined {
  const text = bytes.toString('utf8');
  const resave = 'Save it again as a plain SVG with everything in one file, or upload a PNG.';
  const encoding = /^\ufeff?\s*<\?xml[^>]*?\bencoding\s*=\s*["']([^"']*)["']/i.exec(text)?.[1];
  if (text.includes('\u0000') || (encoding !== undefined && !readableEncodings.test(encoding)))
    return `This SVG file is not saved as UTF-8 text. ${resave}`;
  if (/<!ENTITY/i.test(text))
    return `This SVG file declares entities (<!ENTITY>), which are not accepted. ${resave}`;
  for (const [doctype] of text.matchAll(/<!DOCTYPE[^>]*>?/gi)) {
    if (!standardDoctype.test(doctype))
      return `This SVG file has a document type of its own, which is not accepted. ${resave}`;
  }
  for (const reference of hrefs(text)) {
    if (!insideHref.test(reference))
      return `This SVG file links to something outside itself (${shown(reference)}), which is not accepted. ${resave}`;
  }
  const css = cssUnescaped(xmlUnescaped(text));
  if (/@import/i.test(css))
    return `This SVG file loads a style sheet from outside itself (@import), which is not accepted. ${resave}`;
  for (const [, reference] of css.matchAll(/url\s*\(\s*["']?\s*([^"')\s]*)/gi)) {
    if (!insideCssUrl.test(reference!))
      return `This SVG file links to something outside itself (${shown(reference!) || 'url()'}), which is not accepted. ${resave}`;
  }
  return undefined;
}

/** Every `href` and `xlink:href` value, as written. */
const hrefs = (text: string) =>
  [...text.matchAll(/\bhref\s*=\s*(["'])([\s\S]*?)\1/gi)].map((match) => match[2]!);

/**
 * The pictures embedded in an SVG that passed svgProblem, decoded, so their pixels can be held
 * to the pictures' limit before sharp decodes them: a small file may embed a vast picture.
 * Undefined when one is not base64.
 */
export function embeddedPictures(bytes: Buffer): Buffer[] | undefined {
  const pictures: Buffer[] = [];
  for (const reference of hrefs(bytes.toString('utf8'))) {
    if (reference.startsWith('#')) continue;
    const data = xmlUnescaped(reference.slice(reference.indexOf(',') + 1)).replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return undefined;
    pictures.push(Buffer.from(data, 'base64'));
  }
  return pictures;
}
