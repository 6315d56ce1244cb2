import { describe, expect, it } from 'vitest';
import {
  contentKindNames,
  contentKinds,
  itemKinds,
  type KindLabels,
} from '#contracts/content/content-kinds.ts';
import { componentTranslator } from '#web/components/messages/component-messages.ts';
import '#web/features/search/messages/search-messages.ts';
import { hindi } from './hindi-catalogues.ts';
import { addCatalogue } from './translator.ts';

// What the pages say of each kind, through the catalogues as a page loads them: the registry's
// labels (contracts/content/content-kinds.ts), in English and in Hindi.
addCatalogue('hi', hindi);
const t = { en: componentTranslator('en'), hi: componentTranslator('hi') };

describe('the content kinds’ words on the pages', () => {
  it.each(itemKinds)('are the registry’s on the item pages of %s', (kind) => {
    const { labels } = contentKinds[kind];
    expect(t.en(`items.${kind}Label`)).toBe(labels.plural);
    expect(t.en(`items.${kind}Noun`)).toBe(labels.singular);
    expect(t.hi(`items.${kind}Label`)).toBe(labels.pluralHi);
    expect(t.hi(`items.${kind}Noun`)).toBe(labels.singularHi);
  });

  it.each(contentKindNames)('are the registry’s on the search page for %s', (kind) => {
    const { search } = contentKinds[kind];
    const labels: KindLabels = contentKinds[kind].labels;
    const searched = labels.search;
    expect(t.en(`search.kinds.${search}`)).toBe(searched?.en ?? labels.singular);
    expect(t.en(`search.kindFilters.${search}`)).toBe(searched?.en ?? labels.plural);
    expect(t.hi(`search.kinds.${search}`)).toBe(searched?.hi ?? labels.singularHi);
    expect(t.hi(`search.kindFilters.${search}`)).toBe(searched?.hi ?? labels.pluralHi);
  });
});
