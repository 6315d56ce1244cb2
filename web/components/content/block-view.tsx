import type { Block, PanelBlock } from '#contracts/content/pages.ts';
import { inLanguage } from '#contracts/content/translation.ts';
import { FacilityPicker } from '#web/components/ui/facility-picker.tsx';
import { KeyFacts } from '#web/components/ui/key-facts.tsx';
import { QuoteList } from '#web/components/ui/quote-list.tsx';
import { ScheduleList } from '#web/components/ui/schedule-list.tsx';
import { UpcomingEventsBlockView } from './upcoming-events-block.tsx';
import { StatGrid } from '#web/components/ui/stat-grid.tsx';
import { Steps } from '#web/components/ui/steps.tsx';
import { Timeline } from '#web/components/ui/timeline.tsx';
import { BlockActions } from './block-actions.tsx';
import { InEnglish, useContentLanguage } from './content-language.tsx';
import { CalloutBlockView } from './callout-block.tsx';
import { CardsBlockView } from './cards-block.tsx';
import { ContentsBlockView } from './contents-block.tsx';
import { AccordionBlockView, GroupBlockView, TabsBlockView } from './container-blocks.tsx';
import { FeeTableBlockView, TransportFeesBlockView } from './fee-blocks.tsx';
import { LetterBlockView } from './letter-block.tsx';
import { ListBlockView } from './list-block.tsx';
import {
  DocumentBlockView,
  GalleryBlockView,
  ImageBlockView,
  MapBlockView,
} from './media-blocks.tsx';
import { PeopleBlockView } from './people-block.tsx';
import { ProgrammesBlockView } from './programmes-block.tsx';
import { RichText } from './rich-text.tsx';
import { SlidesBlockView } from './slides-block.tsx';
import { SplitBlockView } from './split-block.tsx';
import { StandingsBlockView } from './standings-block.tsx';
import { TableBlockView } from './table-block.tsx';
import styles from './content-blocks.module.css';

/**
 * Draws one block of a page (contracts/content/pages.ts); `level` is the heading level of the
 * section or panel it sits in, so headings inside blocks nest under it.
 */
export function BlockView({ block, level }: { block: Block; level: number }) {
  const sub = Math.min(level + 1, 4) as 3 | 4;
  switch (block.type) {
    case 'heading': {
      const Tag = `h${Math.min(level + block.level, 4)}` as 'h3' | 'h4';
      return <Tag className={styles.heading}>{block.text}</Tag>;
    }
    case 'richText':
      return (
        <div className={block.small ? `${styles.prose} ${styles.small}` : styles.prose}>
          <RichText doc={block.doc} level={level} />
        </div>
      );
    case 'feeTable':
      return <FeeTableBlockView block={block} />;
    case 'transportFees':
      return <TransportFeesBlockView block={block} />;
    case 'aside': {
      const Sub = `h${sub}` as 'h3' | 'h4';
      return (
        <aside className={styles.aside} aria-label={block.title}>
          <Sub>{block.title}</Sub>
          <RichText doc={block.doc} level={sub} />
        </aside>
      );
    }
    case 'columns':
      return (
        <div className={styles.columns}>
          <BlockStack blocks={block.main} level={level} />
          <BlockStack blocks={block.side} level={level} />
        </div>
      );
    case 'image':
      return <ImageBlockView block={block} />;
    case 'gallery':
      return <GalleryBlockView block={block} />;
    case 'table':
      return <TableBlockView block={block} />;
    case 'list':
      return <ListBlockView block={block} />;
    case 'cards':
      return <CardsBlockView block={block} level={level} />;
    case 'stats':
      return <StatGrid label={block.label} items={block.items} />;
    case 'keyFacts':
      return <KeyFacts facts={block.items} />;
    case 'steps':
      return <Steps steps={block.items} headingLevel={sub} />;
    case 'timeline':
      return (
        <Timeline
          headingLevel={sub}
          items={block.items.map((item) => ({
            year: item.when,
            title: item.title,
            description: item.text ?? '',
          }))}
        />
      );
    case 'quotes':
      return <QuoteList quotes={block.quotes} />;
    case 'actions':
      return (
        <div className={styles.actions}>
          <BlockActions actions={block.actions} />
        </div>
      );
    case 'callout':
      return <CalloutBlockView block={block} level={level} />;
    case 'split':
      return <SplitBlockView block={block} level={level} />;
    case 'document':
      return <DocumentBlockView block={block} />;
    case 'letter':
      return <LetterBlockView block={block} />;
    case 'people':
      return <PeopleBlockView block={block} />;
    case 'map':
      return <MapBlockView block={block} />;
    case 'schedule':
      return <ScheduleList label={block.label} items={block.items} />;
    case 'upcomingEvents':
      return <UpcomingEventsBlockView block={block} />;
    case 'standings':
      return <StandingsBlockView block={block} level={level} />;
    case 'contents':
      return <ContentsBlockView block={block} level={level} />;
    case 'facilityPicker':
      return (
        <FacilityPicker
          label={block.label}
          gridTitle={block.gridTitle}
          defaultId={block.defaultId}
          facilities={block.facilities}
          headingLevel={sub}
        />
      );
    case 'slides':
      return <SlidesBlockView block={block} />;
    case 'programmes':
      return <ProgrammesBlockView block={block} level={level} />;
    // A band fills its section and is drawn with it (content-page.tsx, band-view.tsx); the
    // page rules keep it out of sections with other blocks and out of tabs and columns.
    case 'tourBanner':
    case 'testimonials':
    case 'latestNews':
    case 'principalExcerpt':
    case 'calendar':
    case 'valuesGallery':
      return null;
    case 'group':
      return <GroupBlockView block={block} level={level} Stack={BlockStack} />;
    case 'tabs':
      return <TabsBlockView block={block} level={level} Stack={BlockStack} />;
    case 'accordion':
      return <AccordionBlockView block={block} level={level} Stack={BlockStack} />;
  }
}

/**
 * Blocks one under the other with the page's spacing, each in the page's language: a block
 * whose translation is missing or incomplete is drawn in English, block by block.
 */
export function BlockStack({
  blocks,
  level,
}: {
  blocks: readonly (Block | PanelBlock)[];
  level: number;
}) {
  const language = useContentLanguage();
  return (
    <div className={styles.stack}>
      {blocks.map((block, index) => {
        const shown = inLanguage<Block | PanelBlock>(block, language);
        return (
          <InEnglish key={`${block.type}-${index}`} when={!shown.complete}>
            <BlockView block={shown.node} level={level} />
          </InEnglish>
        );
      })}
    </div>
  );
}
