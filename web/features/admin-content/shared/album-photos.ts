import type { AlbumPhotoPlan } from '#contracts/content/posts.ts';

/** One photo of the album being edited: one it has already, or a file chosen to add. */
export type AlbumEntry =
  | { key: string; kind: 'kept'; id: string; src: string; alt: string }
  | { key: string; kind: 'new'; file: File; src: string; alt: string };

/**
 * What the form sends for the album: the `photos` list (contracts/content/posts.ts), each new
 * photo named by its place among the files sent, and those files in that order.
 */
export function albumPlan(
  entries: readonly AlbumEntry[],
  coverKey: string | undefined,
): { plan: AlbumPhotoPlan[]; files: File[] } {
  const files: File[] = [];
  const plan = entries.map((entry): AlbumPhotoPlan => {
    const cover = entry.key === coverKey ? { cover: true } : {};
    if (entry.kind === 'kept') return { id: entry.id, alt: entry.alt, ...cover };
    files.push(entry.file);
    return { upload: files.length - 1, alt: entry.alt, ...cover };
  });
  return { plan, files };
}

/**
 * How far each file is sent, from how far the whole form is: the files go in order, so the
 * bytes sent fill them one after the other (the text fields around them are small).
 */
export function fileFractions(sizes: readonly number[], fraction: number): number[] {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let before = 0;
  return sizes.map((size) => {
    const sent = fraction * total - before;
    before += size;
    return size === 0 ? 1 : Math.min(1, Math.max(0, sent / size));
  });
}
