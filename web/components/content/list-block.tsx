import type { Block } from '#contracts/content/pages.ts';
import { CheckList } from '#web/components/ui/check-list.tsx';
import styles from './content-blocks.module.css';
import type { BlockViews } from './block-view-modules.tsx';

type ListBlock = Extract<Block, { type: 'list' }>;

/** A check-list (ticks) or a plain bulleted list; an item is a line or a bold lead-in and a sentence. */
export function ListBlockView({ block }: { block: ListBlock }) {
  if (block.style === 'bullet')
    return (
      <ul className={`${styles.prose} ${styles.bullets}`}>
        {block.items.map((item) =>
          typeof item === 'string' ? (
            <li key={item}>{item}</li>
          ) : (
            <li key={item.title}>
              <strong>{item.title}</strong> {item.text}
            </li>
          ),
        )}
      </ul>
    );
  return block.columns && block.columns > 1 ? (
    <CheckList items={block.items} columns={block.columns} />
  ) : (
    <div className={styles.prose}>
      <CheckList items={block.items} />
    </div>
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'list'> = { list: ListBlockView };
