import type { Block } from '#contracts/content/pages.ts';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { MediaSplit } from '#web/components/ui/media-split.tsx';
import { RichText } from './rich-text.tsx';
import type { BlockViews } from './block-view-modules.tsx';

type SplitBlock = Extract<Block, { type: 'split' }>;

/** A picture beside text (and ticks), the picture on the left or, with `reverse`, the right. */
export function SplitBlockView({ block, level }: { block: SplitBlock; level: number }) {
  const Sub = `h${Math.min(level + 1, 4)}` as 'h3' | 'h4';
  return (
    <MediaSplit image={block.image} reverse={block.reverse}>
      {block.title && <Sub>{block.title}</Sub>}
      <RichText doc={block.doc} level={level + 1} />
      {block.points && <CheckList items={block.points} />}
    </MediaSplit>
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'split'> = { split: SplitBlockView };
