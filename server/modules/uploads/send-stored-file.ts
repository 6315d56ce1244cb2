import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { FileRecord } from './store-upload.ts';

/** RFC 6266 / 8187: an ASCII fallback plus the exact UTF-8 name in `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', originalName: string): string {
  const fallback = originalName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(originalName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * How long a browser or CDN may keep the answer: a year for an address that names this version
 * (`?v=`, decision 0021); otherwise ask again each time (a 304 by ETag), since the same address
 * serves the new bytes once the file is replaced.
 */
export type StoredFileCaching = 'immutable' | 'revalidate';
const cacheControl: Record<StoredFileCaching, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, no-cache',
};

/**
 * Streams one stored file (the record's main file or one of its variants) with headers that keep
 * a browser from treating it as anything but what we stored.
 */
export function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: FileRecord,
  storedName: string,
  disposition: 'inline' | 'attachment',
  caching: StoredFileCaching,
) {
  const variant = file.variants?.find((candidate) => candidate.storedName === storedName);
  const byteSize = variant?.byteSize ?? file.byteSize;
  return reply
    .type(file.contentType)
    .header('Content-Length', byteSize)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', contentDisposition(disposition, file.originalName))
    .header(
      'Content-Security-Policy',
      "default-src 'none'; sandbox; frame-ancestors 'none'; base-uri 'none'",
    )
    .header('Cache-Control', cacheControl[caching])
    .header('ETag', `"${storedName}"`)
    .send(storage.openRead(storedName));
}
