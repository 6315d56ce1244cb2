import type { Block, PanelBlock } from '#contracts/content/pages.ts';
import { inLanguage } from '#contracts/content/translation.ts';
import { BlockActions } from './block-actions.tsx';
import { FetchedBlockView } from './block-view-modules.tsx';
import { InEnglish, useContentLanguage } from './content-language.tsx';
import { ContentsBlockView } from './contents-block.tsx';
import { RichText } from './rich-text.tsx';
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
    case 'actions':
      return (
        <div className={styles.actions}>
          <BlockActions actions={block.actions} />
        </div>
      );
    case 'contents':
      return <ContentsBlockView block={block} level={level} />;
    // A band fills its section and is drawn with it (content-page.tsx, band-view.tsx); the
    // page rules keep it out of sections with other blocks and out of tabs and columns.
    case 'tourBanner':
    case 'testimonials':
    case 'latestNews':
    case 'principalExcerpt':
    case 'calendar':
    case 'valuesGallery':
      return null;
    // Every other block by its own module, fetched only by pages that hold one.
    default:
      return <FetchedBlockView block={block} level={level} Stack={BlockStack} />;
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
