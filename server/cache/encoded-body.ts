import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/**
 * What the cache keeps of an answer: a small one as it is; a larger one only in brotli, the coding
 * nearly every client accepts, and in gzip once a client has asked for it. Keeping the plain
 * bytes too would hold each page about five times over (a demo page is ~110 KB, ~22 KB in brotli).
 */
export type StoredBody = { plain: Buffer } | { brotli: Buffer; gzip?: Buffer };

/** Below this size compression saves less than the headers it adds. */
const minimumBytes = 1024;

/**
 * The coding for each Accept-Encoding seen: a few browsers' headers are nearly all a site gets,
 * and parsing one costs a cached read more than finding its answer. Bounded, as the header is
 * the client's to write.
 */
const codingFor = new Map<string, ContentCoding | undefined>();
const remembered = 64;

/** The coding to answer with, from the client's Accept-Encoding (brotli first; `q=0` refuses). */
function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  if (codingFor.has(acceptEncoding)) return codingFor.get(acceptEncoding);
  const coding = parsedCoding(acceptEncoding);
  if (codingFor.size >= remembered) codingFor.clear();
  codingFor.set(acceptEncoding, coding);
  return coding;
}

function parsedCoding(acceptEncoding: string): ContentCoding | undefined {
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

/**
 * The answer as the cache keeps it: compressed once, then reused, so reads stay cheap under load.
 * In line, not on libuv's thread pool: under `npm run test:load` compressing there let renders
 * pile up behind the pool, and the server's peak memory went from ~215 MB to 340-610 MB with a
 * worse p99.
 */
export function storedBody(bytes: Buffer): StoredBody {
  if (bytes.length < minimumBytes) return { plain: bytes };
  // A window just larger than the answer, not 4 MB: the same bytes, less memory per compression.
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes.length)))),
  };
  return { brotli: brotliCompressSync(bytes, { params }) };
}

/** Bytes held for the answer. */
export const storedBytes = (stored: StoredBody): number =>
  'plain' in stored ? stored.plain.length : stored.brotli.length + (stored.gzip?.length ?? 0);

/**
 * The body to send for a client's Accept-Encoding, and its coding. The gzip copy is made once, on
 * the first request that needs it; a client that takes neither gets the brotli copy decompressed.
 */
export function answerBody(
  stored: StoredBody,
  acceptEncoding: string | undefined,
): { body: Buffer; coding?: ContentCoding } {
  if ('plain' in stored) return { body: stored.plain };
  const coding = preferredCoding(acceptEncoding);
  if (coding === 'br') return { body: stored.brotli, coding };
  if (coding === 'gzip') {
    stored.gzip ??= gzipSync(brotliDecompressSync(stored.brotli), { level: 6 });
    return { body: stored.gzip, coding };
  }
  return { body: brotliDecompressSync(stored.brotli) };
}
