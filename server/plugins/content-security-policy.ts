import { createHash } from 'node:crypto';

const inlineScriptPattern = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * 'sha256-…' sources for each inline script of a page (JSON data blocks are not scripts). The
 * browser hashes a script's UTF-8 bytes: the page is given as its byte string
 * (server/lib/byte-string.ts), one character per byte, and hashed as such.
 */
export function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(inlineScriptPattern)]
    .filter(([, attributes]) => !/type=["']application\/(ld\+)?json["']/.test(attributes ?? ''))
    .map(([, , script]) => {
      const digest = createHash('sha256')
        .update(script ?? '', 'latin1')
        .digest('base64');
      return `'sha256-${digest}'`;
    });
}

/**
 * Where the school's map may be framed from: the origin of the map its settings embed (an
 * https:// address, contracts/school-settings.ts), or nowhere while it shows none.
 */
export function mapFrameSource(mapEmbedUrl: string | undefined): string {
  if (!mapEmbedUrl) return "'none'";
  try {
    return new URL(mapEmbedUrl).origin;
  } catch {
    return "'none'";
  }
}

/**
 * A page's policy (the page as its byte string): its own inline scripts by hash, never
 * 'unsafe-inline' for scripts, so a page stays safe to cache and answer many times (a nonce would
 * be shared by every reader). The map is the school's (`mapFrameSource`): a cached page is
 * rendered again when the settings change.
 */
export function contentSecurityPolicy(page: string, https: boolean, frameSource: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(page).join(' ')}`.trim(),
    // React writes style attributes (e.g. carousel offsets); scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSource}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
