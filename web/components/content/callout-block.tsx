import type { Block } from '#contracts/content/pages.ts';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { Icon, isIconName } from '#web/components/ui/icon.tsx';
import { BlockActions } from './block-actions.tsx';
import styles from './content-blocks.module.css';
import type { BlockViews } from './block-view-modules.tsx';

type CalloutBlock = Extract<Block, { type: 'callout' }>;

/** A boxed note with an icon, points and buttons (admissions open, a safety promise). */
export function CalloutBlockView({ block, level }: { block: CalloutBlock; level: number }) {
  const Sub = `h${Math.min(level + 1, 4)}` as 'h3' | 'h4';
  return (
    <div className={styles.callout}>
      {block.icon && isIconName(block.icon) && (
        <span className={styles.calloutIcon}>
          <Icon name={block.icon} size={32} />
        </span>
      )}
      <div>
        <Sub className={styles.calloutTitle}>{block.title}</Sub>
        <p>{block.text}</p>
        {block.points && <CheckList items={block.points} columns />}
        {block.actions && (
          <div className={styles.actions}>
            <BlockActions actions={block.actions} />
          </div>
        )}
      </div>
    </div>
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'callout'> = { callout: CalloutBlockView };
