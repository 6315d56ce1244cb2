import { data, redirect } from 'react-router';
import { itemKinds } from '#contracts/content/content-kinds.ts';
import { itemPath, type ItemKind } from '#contracts/content/item-paths.ts';
import { pathInLanguage, pathWithoutLanguage, type Language } from '#contracts/languages.ts';
import type { ItemOf, PublicContentReader } from '#contracts/public-content.ts';
import { textIn } from '#web/i18n/staff-text.ts';
import { itemView, type ItemLink, type ItemView } from './item-view.ts';

export type ItemPage = { item: ItemView; previous?: ItemLink; next?: ItemLink };

/** The kind of item a page address names: its first segment (`/notices/…`). */
export function kindOfPath(pathname: string): ItemKind {
  const kind = pathWithoutLanguage(pathname).split('/')[1] as ItemKind;
  if (!itemKinds.includes(kind)) throw data('Not found', { status: 404 });
  return kind;
}

/**
 * The item at `/<kind>/<slug>` with its neighbours in the list (previous = older, next =
 * newer). An address staff replaced answers 301 to the current one; an unknown one 404.
 */
export async function loadItemPage(
  reader: PublicContentReader,
  kind: ItemKind,
  slug: string,
  language: Language,
): Promise<ItemPage> {
  const found = await reader.itemPage(kind, slug);
  if (!found) {
    const moved = await reader.movedSlug(kind, slug);
    if (moved) throw redirect(pathInLanguage(itemPath(kind, moved), language), 301);
    throw data('Not found', { status: 404 });
  }
  const link = (item: ItemOf[ItemKind] | undefined): ItemLink | undefined => {
    if (!item) return undefined;
    const title = textIn(language, item.title, item.titleHi);
    return { title: title.text, lang: title.lang, href: itemPath(kind, item.slug ?? '') };
  };
  return {
    item: itemView(kind, found.item, language),
    previous: link(found.previous),
    next: link(found.next),
  };
}
