/**
 * A UTF-8 document as a one-byte JS string of its bytes, one character per byte ('latin1').
 * Tags and attributes are ASCII, so patterns for them match as they would in the decoded text,
 * and `bytesOf` gives back the exact bytes. Decoded, a page is a two-byte string as soon as one
 * character is beyond Latin-1 (every page has the header's "हिन्दी"): twice the size, and large
 * enough to go to V8's large-object space, which counts straight towards the next full GC.
 */
export const byteString = (bytes: Buffer): string => bytes.toString('latin1');

export const bytesOf = (text: string): Buffer => Buffer.from(text, 'latin1');
