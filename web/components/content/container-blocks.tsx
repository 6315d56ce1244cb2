import type { Block, PanelBlock } from '#contracts/content/pages.ts';
import { Accordion } from '#web/components/ui/accordion.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import styles from './content-blocks.module.css';
import type { BlockViews } from './block-view-modules.tsx';

type Of<T extends Block['type']> = Extract<Block, { type: T }>;
export type StackRenderer = (props: {
  blocks: readonly PanelBlock[];
  level: number;
}) => React.ReactNode;

/** A titled group of blocks one heading level down (inside tab panels and sections). */
export function GroupBlockView({
  block,
  level,
  Stack,
}: {
  block: Of<'group'>;
  level: number;
  Stack: StackRenderer;
}) {
  const Sub = `h${Math.min(level + 1, 4)}` as 'h3' | 'h4';
  return (
    <div className={styles.subsection}>
      <Sub>{block.title}</Sub>
      {block.intro && <p className={styles.subIntro}>{block.intro}</p>}
      <Stack blocks={block.blocks} level={Math.min(level + 1, 3)} />
    </div>
  );
}

/** Tabs, the first one open; each panel holds blocks. */
export function TabsBlockView({
  block,
  level,
  Stack,
}: {
  block: Of<'tabs'>;
  level: number;
  Stack: StackRenderer;
}) {
  return (
    <Tabs
      label={block.label}
      defaultTabId={block.tabs[0]?.id}
      tabs={block.tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: <Stack blocks={tab.blocks} level={level} />,
      }))}
    />
  );
}

/** Questions and answers that open one at a time (works without JavaScript). */
export function AccordionBlockView({
  block,
  level,
  Stack,
}: {
  block: Of<'accordion'>;
  level: number;
  Stack: StackRenderer;
}) {
  return (
    <Accordion
      items={block.items.map((item, index) => ({
        id: String(index),
        title: item.title,
        content: <Stack blocks={item.blocks} level={level} />,
      }))}
    />
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'group' | 'tabs' | 'accordion'> = {
  group: GroupBlockView,
  tabs: TabsBlockView,
  accordion: AccordionBlockView,
};
