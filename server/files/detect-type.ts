import type { UploadType } from '#contracts/content/uploads.ts';

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/** Zip local file header: a DOCX still has to pass the content check in docx-check.ts. */
export function looksLikeZip(bytes: Buffer): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
}

/**
 * The type a file's leading bytes prove, or undefined. Only the formats we accept are known; the
 * name and declared MIME type are never consulted.
 */
export function detectType(bytes: Buffer): UploadType | 'zip' | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12)))
    return 'avif';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  if (looksLikeZip(bytes)) return 'zip';
  return undefined;
}

const markupPattern = /<\s*(!doctype|html|head|body|script|svg|iframe|object|embed|meta)\b/i;

/**
 * A document whose first kilobyte also reads as markup is a polyglot a browser might render as a
 * page; no genuine PDF or Word file needs that, so it is refused.
 */
export function containsMarkup(bytes: Buffer): boolean {
  return markupPattern.test(bytes.subarray(0, 1024).toString('latin1'));
}
