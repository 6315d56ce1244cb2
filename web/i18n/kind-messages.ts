import {
  contentKindNames,
  contentKinds,
  itemKinds,
  type ContentKind,
  type KindLabels,
} from '#contracts/content/content-kinds.ts';
import type { Language } from '#contracts/languages.ts';
import type { Messages } from './message-format.ts';

/** A kind's words in a language, from its registry labels (contracts/content/content-kinds.ts). */
function labelsIn(kind: ContentKind, language: Language) {
  const labels: KindLabels = contentKinds[kind].labels;
  const [singular, plural] =
    language === 'en' ? [labels.singular, labels.plural] : [labels.singularHi, labels.pluralHi];
  return { singular, plural, searched: labels.search?.[language] };
}

/**
 * The item pages' words for each kind with pages (web/features/items/components/item-page.tsx,
 * the notices' list heading): `items.<kind>Label` for its list, `items.<kind>Noun` for one item.
 * Made from the registry, so a new kind adds nothing to the catalogues; a catalogue's own entry
 * of the same id would win, which server/content-kinds.test.ts refuses.
 */
export function itemKindMessages(language: Language): Messages {
  return Object.fromEntries(
    itemKinds.flatMap((kind) => {
      const { singular, plural } = labelsIn(kind, language);
      return [
        [`items.${kind}Label`, plural],
        [`items.${kind}Noun`, singular],
      ];
    }),
  );
}

/**
 * The search page's words for each kind's results (`search.kinds.<search kind>`) and its filter
 * (`search.kindFilters.<search kind>`), from the registry as itemKindMessages.
 */
export function searchKindMessages(language: Language): Messages {
  return Object.fromEntries(
    contentKindNames.flatMap((kind) => {
      const { singular, plural, searched } = labelsIn(kind, language);
      const { search } = contentKinds[kind];
      return [
        [`search.kinds.${search}`, searched ?? singular],
        [`search.kindFilters.${search}`, searched ?? plural],
      ];
    }),
  );
}
