import type { Image } from './fields.ts';
import type { ItemOf } from '../public-content.ts';
import { cityOf } from '../school-profile.ts';
import type { SchoolSettings } from '../school-settings.ts';
import { contentKinds, itemKinds, type ItemKind } from './content-kinds.ts';

/** The kind of item as its link-preview card names it, above the title. */
export const shareCardLabels = Object.fromEntries(
  itemKinds.map((kind) => [kind, contentKinds[kind].cardLabel]),
) as Record<ItemKind, string>;

/**
 * Every link preview is 1200×630 (as WhatsApp and others show it), a PNG or a JPEG: some preview
 * clients read no WebP, the format of the uploads.
 */
export const sharePreviewSize = { width: 1200, height: 630 } as const;

/**
 * What an item's link preview shows: a card drawn with its English title (a drawn Hindi title
 * would need a text shaper the card's renderer lacks, so the Hindi page shares the same card), or
 * its own picture, as a JPEG, from the picture's address at its largest width.
 */
export type SharePreviewSource =
  | { title: string; picture?: undefined }
  | { title?: undefined; picture: Pick<Image, 'url' | 'srcset'> };

/**
 * An item's preview: its own picture when it has one (a news item always, a gallery post or an
 * achievement may), else its card (notices and events always), with its English title.
 */
export function sharePreviewOf<K extends ItemKind>(kind: K, item: ItemOf[K]): SharePreviewSource {
  const picture = pictureOf(kind, item);
  return picture ? { picture } : { title: item.title };
}

/** The item's picture, from the field the registry names (checked against its type there). */
function pictureOf<K extends ItemKind>(kind: K, item: ItemOf[K]): Image | null {
  const field = contentKinds[kind].item.picture;
  return field === null ? null : ((item as Record<string, unknown>)[field] as Image | null);
}

/** The picture's address at its largest width (the last of its srcset), else its url. */
export function largestPictureUrl(picture: Pick<Image, 'url' | 'srcset'>): string {
  const widest = picture.srcset.split(',').at(-1)?.trim().split(/\s+/)[0];
  return widest || picture.url;
}

/**
 * What a drawn card shows of the school (server/modules/share-cards/share-card-image.ts draws
 * it): its name, town, colours and logo, as the settings give them.
 */
export type CardSchool = Pick<SchoolSettings, 'name' | 'address' | 'colours' | 'logo'>;

/** The settings a drawn card shows, as text: when any of them changes, so does every card. */
export function cardSchoolParts(school: CardSchool): string[] {
  const { colours } = school;
  return [
    school.name,
    cityOf(school),
    colours.primaryDark,
    colours.accent,
    colours.accentSoft,
    school.logo.src,
  ];
}

/**
 * A short hash of what a preview shows: the card's label, the item's title and the school as the
 * card draws it (cardSchoolParts), or the picture's address (which changes with its bytes). It is
 * part of the preview's address, cached for a year, so a retitled item, and every card after the
 * school's name, colours or logo change in Settings, gets a new address, and WhatsApp, which
 * keeps previews by picture address, shows the new one. A logo file replaced in the media library
 * at the same address is not seen here: the card at the address is drawn again
 * (share-card-store.ts), and caches that kept the old one show it until they ask again.
 * FNV-1a (32 bits) rather than node:crypto: the page's meta tags compute it in the browser bundle
 * too, from what the loaders already read (the school from the root loader), so the items' API
 * answers carry no extra field.
 */
export function shareCardHash(
  kind: ItemKind,
  source: Extract<SharePreviewSource, { picture: object }>,
): string;
export function shareCardHash(
  kind: ItemKind,
  source: SharePreviewSource,
  school: CardSchool,
): string;
export function shareCardHash(
  kind: ItemKind,
  source: SharePreviewSource,
  school?: CardSchool,
): string {
  const shown = source.picture
    ? `picture\n${largestPictureUrl(source.picture)}`
    : [shareCardLabels[kind], source.title, ...cardSchoolParts(school!)].join('\n');
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(shown)) {
    hash = Math.imul(hash ^ byte, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A drawn card is a PNG (a few flat colours), a picture a JPEG. */
export const sharePreviewFormat = (source: SharePreviewSource) =>
  source.picture
    ? ({ extension: 'jpg', type: 'image/jpeg' } as const)
    : ({ extension: 'png', type: 'image/png' } as const);

/**
 * The site's own link preview (the home page and any page without one of its own): the school's
 * logo, name, town and board, drawn by the server from its settings (decision 0027).
 */
export const siteShareCardPath = '/share-cards/site.png';

/** An item's link preview: /share-cards/<kind>/<slug>-<hash>.<png|jpg>. */
export function shareCardPath(
  kind: ItemKind,
  slug: string,
  source: SharePreviewSource,
  school: CardSchool,
): string {
  const { extension } = sharePreviewFormat(source);
  return `/share-cards/${kind}/${slug}-${shareCardHash(kind, source, school)}.${extension}`;
}
