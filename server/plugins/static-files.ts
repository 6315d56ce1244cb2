import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

export type StaticFile = {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  /** Script hashes for the page's Content-Security-Policy (HTML only). */
  scriptHashes?: string[];
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

const inlineScriptPattern = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScriptPattern)]
    .filter(([, attributes]) => !/type=["']application\/(ld\+)?json["']/.test(attributes ?? ''))
    .map(
      ([, , script]) =>
        `'sha256-${createHash('sha256')
          .update(script ?? '')
          .digest('base64')}'`,
    );
}

/** URL path a built file answers: `about/index.html` -> `/about`, `assets/x.js` -> `/assets/x.js`. */
function urlPathOf(relative: string): string {
  const posix = relative.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return '/' + posix.slice(0, -'/index.html'.length);
  return '/' + posix;
}

function compressed(body: Buffer): Pick<StaticFile, 'brotli' | 'gzip'> {
  return {
    brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** A file made by the server itself (robots.txt, sitemap.xml). */
export function textFile(text: string, contentType: string): StaticFile {
  const body = Buffer.from(text);
  return { body, contentType, etag: etagOf(body), ...compressed(body) };
}

/**
 * Loads the built client into memory once: pages are few and small, and answering from memory
 * keeps the HTML path free of disk reads. Compressed forms come from the build when present.
 */
export function loadStaticFiles(
  clientDir: string,
  publicUrl: string,
  placeholder: string,
): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  for (const file of listFiles(clientDir)) {
    const extension = path.extname(file);
    if (extension === '.br' || extension === '.gz') continue;
    const contentType = contentTypes[extension] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    let brotli: Buffer | undefined = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`)
      : undefined;
    let gzip: Buffer | undefined = existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`)
      : undefined;
    let scriptHashes: string[] | undefined;
    if (extension === '.html' || extension === '.xml' || extension === '.txt') {
      const text = body.toString('utf8');
      if (text.includes(placeholder)) {
        body = Buffer.from(text.replaceAll(placeholder, publicUrl));
        brotli = gzip = undefined;
      }
      if (extension === '.html') scriptHashes = inlineScriptHashes(body.toString('utf8'));
    }
    if (compressible.has(extension) && body.length > 512 && !(brotli && gzip)) {
      ({ brotli, gzip } = compressed(body));
    }
    const etag = etagOf(body);
    files.set(urlPathOf(path.relative(clientDir, file)), {
      body,
      brotli,
      gzip,
      contentType,
      etag,
      scriptHashes,
    });
  }
  return files;
}
