// No zod here: public pages import this for their links (the slug's input schema is in fields.ts).

// The kinds with pages are declared in the registry of content kinds; it is not re-exported
// here, so that a page which only links to items leaves the registry out of its script.
import type { ItemKind } from './content-kinds.ts';

export type { ItemKind };

export const slugMaxLength = 80;

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
