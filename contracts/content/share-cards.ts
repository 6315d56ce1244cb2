import type { ItemKind } from './item-paths.ts';

/** The kind of item as its link-preview card names it, above the title. */
export const shareCardLabels: Record<ItemKind, string> = {
  news: 'News',
  notices: 'Notice',
  events: 'Event',
  gallery: 'Gallery',
};

/**
 * A short hash of what a card shows: its label and the item's title. It is part of the card's
 * address, so a retitled item's card gets a new address and WhatsApp, which keeps previews by
 * picture address, shows the new title. FNV-1a (32 bits) rather than node:crypto: the page's meta
 * tags compute it in the browser bundle too, from the title the loaders already read, so the
 * items' API answers carry no extra field.
 */
export function shareCardHash(kind: ItemKind, title: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(`${shareCardLabels[kind]}\n${title}`)) {
    hash = Math.imul(hash ^ byte, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The card of an item without a picture of its own: /share-cards/<kind>/<slug>-<hash>.png. */
export function shareCardPath(kind: ItemKind, slug: string, title: string): string {
  return `/share-cards/${kind}/${slug}-${shareCardHash(kind, title)}.png`;
}
