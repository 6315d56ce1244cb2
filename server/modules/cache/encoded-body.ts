import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedResponse } from './response-cache.ts';

export type ContentCoding = 'br' | 'gzip';

/** Below this size compression saves less than the headers it adds. */
const minimumBytes = 1024;

/** The coding to answer with, from the client's Accept-Encoding (brotli first; `q=0` refuses). */
export function preferredCoding(
  acceptEncoding: string | undefined,
  body: Buffer,
): ContentCoding | undefined {
  if (!acceptEncoding || body.length < minimumBytes) return undefined;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((token) => token.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Compressed once per cached answer, then reused: reads stay cheap under load. */
export function encodedBody(entry: CachedResponse, coding: ContentCoding): Buffer {
  entry.encoded[coding] ??=
    coding === 'br'
      ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(entry.body, { level: 6 });
  return entry.encoded[coding];
}
