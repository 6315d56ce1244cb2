import type { Block } from '#contracts/content/pages.ts';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { Icon, isIconName } from '#web/components/ui/icon.tsx';
import { withEmailLinks } from './email-links.tsx';
import styles from './content-blocks.module.css';
import type { BlockViews } from './block-view-modules.tsx';

type CardsBlock = Extract<Block, { type: 'cards' }>;

/** A card width that fills whole rows on a wide screen: 3 or 6 cards in threes, 4 in a row, 5 in a row. */
function gridMinWidth(count: number): string {
  if (count === 4) return '14rem';
  if (count === 5) return '11.5rem';
  if (count === 2) return '22rem';
  return '18rem';
}

export function CardsBlockView({ block, level }: { block: CardsBlock; level: number }) {
  const titleLevel = Math.min(level + 1, 4) as 3 | 4;
  return (
    <CardGrid minWidth={block.minWidth ?? gridMinWidth(block.items.length)}>
      {block.items.map((item) => (
        <Card
          key={item.title}
          title={item.title}
          titleLevel={titleLevel}
          image={item.image}
          icon={item.icon && isIconName(item.icon) && <Icon name={item.icon} size={26} />}
          meta={
            item.meta && (
              <>
                {item.swatch && (
                  <span
                    className={styles.swatch}
                    style={{ background: item.swatch }}
                    aria-hidden="true"
                  />
                )}
                {item.meta}
              </>
            )
          }
        >
          {item.text && <p>{withEmailLinks(item.text)}</p>}
          {item.points && block.pointStyle === 'check' && <CheckList items={item.points} />}
          {item.points && block.pointStyle !== 'check' && (
            <ul className={styles.points}>
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </Card>
      ))}
    </CardGrid>
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'cards'> = { cards: CardsBlockView };
