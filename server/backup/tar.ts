import type { Readable } from 'node:stream';

/**
 * The small part of the ustar format a backup needs: regular files with names up to 100 bytes.
 * Written and read as streams, so an archive of gigabytes of photos never sits in memory.
 */
const blockSize = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

export function tarHeader(name: string, size: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`name too long for the archive: ${name}`);
  const header = Buffer.alloc(blockSize);
  header.write(name, 0, 'utf8');
  header.write(octal(0o644, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  header.write(' '.repeat(8), 148);
  header.write('0', 156);
  header.write('ustar\0' + '00', 257);
  let checksum = 0;
  for (const byte of header) checksum += byte;
  header.write(octal(checksum, 7) + ' ', 148);
  return header;
}

export function tarPadding(size: number): Buffer {
  return Buffer.alloc((blockSize - (size % blockSize)) % blockSize);
}

export const tarEnd = Buffer.alloc(blockSize * 2);

export type TarEntry = { name: string; body: Buffer };

/** Bytes received but not yet consumed; joins chunks only when a caller takes them. */
class ByteQueue {
  private chunks: Buffer[] = [];
  length = 0;

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }

  take(count: number): Buffer {
    const joined = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const taken = joined.subarray(0, count);
    const rest = joined.subarray(count);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return taken;
  }
}

/** Reads entries one by one from a (decompressed) tar stream. */
export async function* readTar(stream: Readable): AsyncGenerator<TarEntry> {
  const queue = new ByteQueue();
  let current: { name: string; size: number; padded: number } | undefined;
  for await (const chunk of stream) {
    queue.push(chunk as Buffer);
    for (;;) {
      if (!current) {
        if (queue.length < blockSize) break;
        const header = queue.take(blockSize);
        if (header.every((byte) => byte === 0)) return;
        const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
        const size = parseInt(
          header.subarray(124, 136).toString('ascii').replace(/\0.*$/s, '').trim(),
          8,
        );
        if (!name || Number.isNaN(size))
          throw new Error('The backup archive is damaged (bad header).');
        current = { name, size, padded: size + tarPadding(size).length };
      }
      if (queue.length < current.padded) break;
      const body = Buffer.from(queue.take(current.padded).subarray(0, current.size));
      yield { name: current.name, body };
      current = undefined;
    }
  }
  if (current) throw new Error('The backup archive is truncated.');
}
