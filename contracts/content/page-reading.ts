import type { BandBlock, BandBlockType, Block, LeafBlock, PanelBlock } from './pages.ts';

/**
 * What drawing a page needs of the page model, apart from its validation (pages.ts): every
 * public page's script imports these, and must not bring zod with them (vite.config.ts keeps
 * zod for the forms).
 */

/** The band blocks: whole-width parts only the home page has (pages.ts holds their schemas). */
export const bandBlockTypes = [
  'tourBanner',
  'testimonials',
  'latestNews',
  'principalExcerpt',
  'calendar',
  'valuesGallery',
] as const satisfies readonly BandBlockType[];
export const isBandBlock = (block: { type: string }): block is BandBlock =>
  (bandBlockTypes as readonly string[]).includes(block.type);

/** Bands whose content is read when the page is drawn: the home page's loader reads it. */
export const liveBlockTypes = [
  'latestNews',
  'principalExcerpt',
  'calendar',
  'valuesGallery',
] as const satisfies readonly BandBlockType[];
export type LiveBlockType = (typeof liveBlockTypes)[number];

/** The home page is the page at this address; the public sees it at `/` (and `/hi`). */
export const homePageSlug = 'home';

/** Where the public reads a page: the home page at `/`, any other at `/<slug>`. */
export const pagePath = (slug: string) => (slug === homePageSlug ? '/' : `/${slug}`);

/**
 * In a page's heading and its description for search results, `{school}` stands for the
 * school's name from its settings (decision 0027), so the home page's "Welcome to {school}"
 * follows a change of name without an edit.
 */
export const schoolNameToken = '{school}';
export const withSchoolName = (text: string, name: string) =>
  text.replaceAll(schoolNameToken, name);

/** Every block of a page that holds no blocks, inside tabs, columns and accordions too. */
export function leafBlocksOf(page: {
  sections: ReadonlyArray<{ blocks: Block[] }>;
}): Array<LeafBlock | BandBlock> {
  const found: Array<LeafBlock | BandBlock> = [];
  const visit = (block: Block | PanelBlock): void => {
    switch (block.type) {
      case 'group':
        return block.blocks.forEach(visit);
      case 'tabs':
        return block.tabs.forEach((tab) => tab.blocks.forEach(visit));
      case 'columns':
        return [...block.main, ...block.side].forEach(visit);
      case 'accordion':
        return block.items.forEach((item) => item.blocks.forEach(visit));
      default:
        found.push(block);
    }
  };
  for (const section of page.sections) section.blocks.forEach(visit);
  return found;
}
