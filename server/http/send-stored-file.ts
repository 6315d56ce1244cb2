import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '#server/lib/http-errors.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { FileRecord } from '#server/files/store-upload.ts';

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
 * serves the new bytes once the file is replaced; a private file (personal data), never.
 */
export type StoredFileCaching = 'immutable' | 'revalidate' | 'private';
const cacheControl: Record<StoredFileCaching, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, no-cache',
  private: 'no-store',
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

/**
 * A private file (a job applicant's resume, a scanned TC) to the signed-in member of staff whose
 * route allowed it: downloaded, never kept, and who read which file goes to the log (the audit
 * log keeps only writes). `subject` names the record it belongs to.
 */
export async function sendPrivateFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: FileRecord | undefined,
  subject: Record<string, string>,
) {
  if (!file || !(await storage.exists(file.storedName))) throw notFound();
  request.log.info({ admin: request.admin?.username, ...subject }, 'private file downloaded');
  return sendStoredFile(reply, storage, file, file.storedName, 'attachment', 'private');
}
