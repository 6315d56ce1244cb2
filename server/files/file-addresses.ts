import type { FileRecord } from './store-upload.ts';

type Named = Pick<FileRecord, 'storedName' | 'variants'>;

/**
 * Which bytes a file row holds now: the `-r<hex>` a replacement put in its names, or `1` for the
 * bytes it was uploaded with. Addresses built at render time carry it as `?v=` (decision 0021).
 */
export function versionOf(file: Pick<FileRecord, 'storedName'>): string {
  return /^.{36}-r([0-9a-f]{8})/.exec(file.storedName)?.[1] ?? '1';
}

const widthIn = (name: string) => Number(/-w(\d+)\.webp$/.exec(name)?.[1] ?? 0);

/**
 * The stored name that answers a request for `name`, one of this file's names now or earlier.
 * Pages and links made before a replace hold an earlier name: a document gets its current bytes,
 * an image the current variant at least as wide as the one asked for (else the largest).
 */
export function currentNameFor(file: Named, name: string): string {
  const variants = [...(file.variants ?? [])].sort((a, b) => a.width - b.width);
  if (name === file.storedName || variants.some((variant) => variant.storedName === name))
    return name;
  const wanted = widthIn(name);
  const chosen = variants.find((variant) => variant.width >= wanted) ?? variants.at(-1);
  return chosen?.storedName ?? file.storedName;
}
