import type { Publication } from '#contracts/content/publication.ts';
import type { ItemSummary } from './content-kind.ts';
import { hindiNote, type Body, type OtherTexts, type TranslatedItem } from './hindi-fields.ts';
import { publicationNote } from './publication-fields.ts';

/**
 * What every kind's list shows alike of an item: its title and English text, what is left to
 * translate and whether the public sees it now. The kind adds its date, page, picture or file.
 */
export function itemSummary(
  item: TranslatedItem & Partial<Publication>,
  body: Body,
  others?: OtherTexts,
): ItemSummary {
  return {
    title: item.title,
    text: item[body] ?? undefined,
    hindi: hindiNote(item, body, others),
    status: publicationNote(item),
  };
}
