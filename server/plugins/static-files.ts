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
  /** Files the server makes at an address of their own (the site's icons) set their own. */
  cacheControl?: string;
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

/** URL path a built file answers: `assets/x.js` -> `/assets/x.js`. */
const urlPathOf = (relative: string) => '/' + relative.split(path.sep).join('/');

function compressed(body: Buffer): Pick<StaticFile, 'brotli' | 'gzip'> {
  return {
    brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** A file made by the server itself (the site's icons and manifests, site-icons.ts). */
export function madeFile(
  body: Buffer,
  contentType: string,
  options: { compress: boolean; cacheControl?: string },
): StaticFile {
  const compressedForms = options.compress ? compressed(body) : {};
  return {
    body,
    contentType,
    etag: etagOf(body),
    cacheControl: options.cacheControl,
    ...compressedForms,
  };
}

/**
 * Loads the built client's files (scripts, styles, images) into memory once, so answering them
 * needs no disk read. Compressed forms come from the build when present.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  for (const file of listFiles(clientDir)) {
    const extension = path.extname(file);
    if (extension === '.br' || extension === '.gz') continue;
    const body = readFileSync(file);
    const stored = (coding: string) =>
      existsSync(`${file}.${coding}`) ? readFileSync(`${file}.${coding}`) : undefined;
    let brotli: Buffer | undefined = stored('br');
    let gzip: Buffer | undefined = stored('gz');
    if (compressible.has(extension) && body.length > 512 && !(brotli && gzip)) {
      ({ brotli, gzip } = compressed(body));
    }
    files.set(urlPathOf(path.relative(clientDir, file)), {
      body,
      brotli,
      gzip,
      contentType: contentTypes[extension] ?? 'application/octet-stream',
      etag: etagOf(body),
    });
  }
  return files;
}
