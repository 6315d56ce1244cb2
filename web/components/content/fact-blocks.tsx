import type { Block } from '#contracts/content/pages.ts';
import { KeyFacts } from '#web/components/ui/key-facts.tsx';
import { QuoteList } from '#web/components/ui/quote-list.tsx';
import { ScheduleList } from '#web/components/ui/schedule-list.tsx';
import { StatGrid } from '#web/components/ui/stat-grid.tsx';
import { Steps } from '#web/components/ui/steps.tsx';
import { Timeline } from '#web/components/ui/timeline.tsx';
import type { BlockViews } from './block-view-modules.tsx';

type Of<T extends Block['type']> = Extract<Block, { type: T }>;

/** The heading level of titles inside a block of a section or panel at `level`. */
const subLevel = (level: number) => Math.min(level + 1, 4) as 3 | 4;

/** Blocks drawn by one of the shared components in web/components/ui, fed from the block. */
export function StatsBlockView({ block }: { block: Of<'stats'> }) {
  return <StatGrid label={block.label} items={block.items} />;
}

export function KeyFactsBlockView({ block }: { block: Of<'keyFacts'> }) {
  return <KeyFacts facts={block.items} />;
}

export function StepsBlockView({ block, level }: { block: Of<'steps'>; level: number }) {
  return <Steps steps={block.items} headingLevel={subLevel(level)} />;
}

export function TimelineBlockView({ block, level }: { block: Of<'timeline'>; level: number }) {
  return (
    <Timeline
      headingLevel={subLevel(level)}
      items={block.items.map((item) => ({
        year: item.when,
        title: item.title,
        description: item.text ?? '',
      }))}
    />
  );
}

export function QuotesBlockView({ block }: { block: Of<'quotes'> }) {
  return <QuoteList quotes={block.quotes} />;
}

export function ScheduleBlockView({ block }: { block: Of<'schedule'> }) {
  return <ScheduleList label={block.label} items={block.items} />;
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<
  'stats' | 'keyFacts' | 'steps' | 'timeline' | 'quotes' | 'schedule'
> = {
  stats: StatsBlockView,
  keyFacts: KeyFactsBlockView,
  steps: StepsBlockView,
  timeline: TimelineBlockView,
  quotes: QuotesBlockView,
  schedule: ScheduleBlockView,
};
