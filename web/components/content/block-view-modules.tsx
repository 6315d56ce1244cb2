import { use, type ComponentType } from 'react';
import type { BandBlockType, Block, PanelBlock } from '#contracts/content/pages.ts';
import type { StackRenderer } from './container-blocks.tsx';

/** Drawn by block-view.tsx itself: the blocks of nearly every page, and the bands (band-view.tsx). */
type DrawnInPlace = 'heading' | 'richText' | 'aside' | 'columns' | 'actions' | 'contents';
export type FetchedBlockType = Exclude<Block['type'], DrawnInPlace | BandBlockType>;

type Of<T extends Block['type']> = Extract<Block, { type: T }>;
/** What a fetched view is given; most use the block alone. */
type ViewProps<T extends Block['type']> = { block: Of<T>; level: number; Stack: StackRenderer };
/** What a module that draws blocks answers: its view of each block type it draws. */
export type BlockViews<T extends FetchedBlockType> = { [K in T]: ComponentType<ViewProps<K>> };
type Views = Partial<BlockViews<FetchedBlockType>>;

/**
 * Each of the other blocks is drawn by a module of its own, which a page's script fetches only
 * when the page holds such a block: the home page never downloads the fee tables or the
 * standings. The key is the module's file name; the build lists each module's files by it
 * (block-view-files.ts), so the server preloads those a page needs (server/plugins/first-paint.ts).
 */
const modules = {
  'fee-blocks': () => import('./fee-blocks.tsx'),
  'media-blocks': () => import('./media-blocks.tsx'),
  'table-block': () => import('./table-block.tsx'),
  'list-block': () => import('./list-block.tsx'),
  'cards-block': () => import('./cards-block.tsx'),
  'callout-block': () => import('./callout-block.tsx'),
  'letter-block': () => import('./letter-block.tsx'),
  'people-block': () => import('./people-block.tsx'),
  'split-block': () => import('./split-block.tsx'),
  'standings-block': () => import('./standings-block.tsx'),
  'slides-block': () => import('./slides-block.tsx'),
  'programmes-block': () => import('./programmes-block.tsx'),
  'upcoming-events-block': () => import('./upcoming-events-block.tsx'),
  'achievements-block': () => import('./achievements-block.tsx'),
  'facility-picker-block': () => import('./facility-picker-block.tsx'),
  'fact-blocks': () => import('./fact-blocks.tsx'),
  'container-blocks': () => import('./container-blocks.tsx'),
} satisfies Record<string, () => Promise<{ blockViews: Views }>>;

export type BlockViewModule = keyof typeof modules;

const moduleOf: Record<FetchedBlockType, BlockViewModule> = {
  feeTable: 'fee-blocks',
  transportFees: 'fee-blocks',
  image: 'media-blocks',
  gallery: 'media-blocks',
  document: 'media-blocks',
  map: 'media-blocks',
  table: 'table-block',
  list: 'list-block',
  cards: 'cards-block',
  callout: 'callout-block',
  letter: 'letter-block',
  people: 'people-block',
  split: 'split-block',
  standings: 'standings-block',
  slides: 'slides-block',
  programmes: 'programmes-block',
  upcomingEvents: 'upcoming-events-block',
  achievements: 'achievements-block',
  facilityPicker: 'facility-picker-block',
  stats: 'fact-blocks',
  keyFacts: 'fact-blocks',
  steps: 'fact-blocks',
  timeline: 'fact-blocks',
  quotes: 'fact-blocks',
  schedule: 'fact-blocks',
  group: 'container-blocks',
  tabs: 'container-blocks',
  accordion: 'container-blocks',
};

export const everyBlockViewModule = Object.keys(modules) as BlockViewModule[];

const isModule = (name: string): name is BlockViewModule => Object.hasOwn(modules, name);
const isFetched = (type: string): type is FetchedBlockType => Object.hasOwn(moduleOf, type);

const loadedViews: Views = {};
const loading = new Map<BlockViewModule, Promise<void>>();

function load(name: BlockViewModule): Promise<void> {
  let loaded = loading.get(name);
  if (!loaded) {
    loaded = modules[name]().then(({ blockViews }) => void Object.assign(loadedViews, blockViews));
    loading.set(name, loaded);
  }
  return loaded;
}

/**
 * Fetches the modules named (unknown names are skipped): the browser before it hydrates a page
 * (web/entry.client.tsx), so its first render draws what the server drew; the server all of
 * them before its first render (web/entry.server.tsx).
 */
export async function loadBlockViews(names: Iterable<string>): Promise<void> {
  await Promise.all([...names].filter(isModule).map(load));
}

/** The modules that draw a page's blocks, at any depth (inside tabs, columns, accordions). */
export function blockViewModulesOf(page: {
  sections: ReadonlyArray<{ blocks: readonly Block[] }>;
}): BlockViewModule[] {
  const found = new Set<BlockViewModule>();
  const visit = (block: Block | PanelBlock): void => {
    if (isFetched(block.type)) found.add(moduleOf[block.type]);
    switch (block.type) {
      case 'group':
        return block.blocks.forEach(visit);
      case 'tabs':
        return block.tabs.forEach((tab) => tab.blocks.forEach(visit));
      case 'columns':
        return [...block.main, ...block.side].forEach(visit);
      case 'accordion':
        return block.items.forEach((item) => item.blocks.forEach(visit));
    }
  };
  for (const section of page.sections) section.blocks.forEach(visit);
  return [...found];
}

/**
 * Draws a block by its fetched module. A module not fetched yet (a page reached by a link, not
 * loaded) suspends the render until it arrives: the router shows the new page once it has it.
 */
export function FetchedBlockView(props: ViewProps<FetchedBlockType>) {
  const { type } = props.block;
  if (!loadedViews[type]) use(load(moduleOf[type]));
  const View = loadedViews[type] as ComponentType<ViewProps<FetchedBlockType>>;
  return <View {...props} />;
}
