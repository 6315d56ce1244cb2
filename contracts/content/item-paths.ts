import { z } from '../zod.ts';

/** The kinds of published item with a page of their own, named as in their address. */
export const itemKinds = ['news', 'notices', 'events', 'gallery'] as const;
export type ItemKind = (typeof itemKinds)[number];

export const slugMaxLength = 80;

/**
 * The last part of an item's address, as staff may type it in the admin forms: lower-case
 * letters, digits and single hyphens. Empty means "keep the current one" (or make one from the
 * title for a new item).
 */
export const slugInputSchema = z
  .string()
  .trim()
  .max(slugMaxLength, `Address must be at most ${slugMaxLength} characters.`)
  .regex(
    /^([a-z0-9]+(-[a-z0-9]+)*)?$/,
    'Address may use lower-case letters, digits and single hyphens only.',
  )
  .transform((value) => value || undefined)
  .optional();

/** The title as an address: accents dropped, words joined by hyphens, cut at a word end. */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > slugMaxLength) break;
    slug = next;
  }
  return slug || 'item';
}

/** The page of an item, from the site's root. */
export function itemPath(kind: ItemKind, slug: string): string {
  return `/${kind}/${slug}`;
}
