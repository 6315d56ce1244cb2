import { ButtonLink } from '#web/components/ui/button.tsx';
import { Card, CardGrid } from '#web/components/ui/card.tsx';
import { CheckList } from '#web/components/ui/check-list.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { FacilityPicker } from '#web/components/ui/facility-picker.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { MediaSplit } from '#web/components/ui/media-split.tsx';
import { QuoteList } from '#web/components/ui/quote-list.tsx';
import { ScheduleList } from '#web/components/ui/schedule-list.tsx';
import { StatGrid } from '#web/components/ui/stat-grid.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import type { Action, Block, CardItem } from './content-types.ts';
import styles from './content-page.module.css';

type Level = 2 | 3;
const headingTag = (level: number) => `h${Math.min(level, 4)}` as 'h2' | 'h3' | 'h4';

export function Actions({ actions, light }: { actions: Action[]; light?: boolean }) {
  return (
    <>
      {actions.map((action, index) => (
        <ButtonLink
          key={action.label + action.to}
          to={action.to}
          external={action.external}
          variant={
            action.variant ??
            (light
              ? index === 0
                ? 'light'
                : 'outlineLight'
              : index === 0
                ? 'primary'
                : 'secondary')
          }
        >
          {action.label}
        </ButtonLink>
      ))}
    </>
  );
}

/** A card width that fills whole rows on a wide screen: 3 or 6 cards in threes, 4 in a row, 5 in a row. */
function gridMinWidth(count: number): string {
  if (count === 4) return '14rem';
  if (count === 5) return '11.5rem';
  if (count === 2) return '22rem';
  return '18rem';
}

export function CardItems({
  items,
  level,
  minWidth,
}: {
  items: CardItem[];
  level: Level | 4;
  minWidth?: string;
}) {
  const titleLevel = Math.min(level + 1, 4) as 3 | 4;
  return (
    <CardGrid minWidth={minWidth ?? gridMinWidth(items.length)}>
      {items.map((item) => (
        <Card
          key={item.title}
          title={item.title}
          titleLevel={titleLevel}
          image={item.image}
          icon={item.icon && <Icon name={item.icon} size={26} />}
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
          <p>{item.text}</p>
          {item.points && (
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

/** Renders one content block; `level` is the heading level of the section the block sits in. */
export function BlockView({ block, level }: { block: Block; level: Level }) {
  const Sub = headingTag(level + 1);
  switch (block.kind) {
    case 'text':
      return (
        <div className={styles.prose}>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      );
    case 'cards':
      return <CardItems items={block.items} level={level} minWidth={block.minWidth} />;
    case 'checklist':
      return block.columns ? (
        <CheckList items={block.items} columns />
      ) : (
        <div className={styles.prose}>
          <CheckList items={block.items} />
        </div>
      );
    case 'schedule':
      return <ScheduleList label={block.label} items={block.items} />;
    case 'table':
      return (
        <DataTable<string[]>
          caption={block.caption}
          columns={block.columns.map((header, index) => ({
            key: header,
            header,
            rowHeader: index === 0,
            numeric: block.numericColumns?.includes(index),
            cell: (row) => row[index],
          }))}
          rows={block.rows}
          rowKey={(row) => row[0] ?? ''}
          footer={block.footer}
        />
      );
    case 'stats':
      return <StatGrid label={block.label} items={block.items} />;
    case 'quotes':
      return <QuoteList quotes={block.quotes} />;
    case 'split':
      return (
        <MediaSplit image={block.image} reverse={block.reverse}>
          {block.title && <Sub>{block.title}</Sub>}
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {block.points && <CheckList items={block.points} />}
        </MediaSplit>
      );
    case 'callout':
      return (
        <div className={styles.callout}>
          {block.icon && (
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
                <Actions actions={block.actions} />
              </div>
            )}
          </div>
        </div>
      );
    case 'subsection':
      return (
        <div className={styles.subsection}>
          <Sub>{block.title}</Sub>
          {block.intro && <p className={styles.subIntro}>{block.intro}</p>}
          <BlockStack blocks={block.blocks} level={Math.min(level + 1, 3) as Level} />
        </div>
      );
    case 'tabs':
      return (
        <Tabs
          label={block.label}
          defaultTabId={block.defaultTabId}
          tabs={block.tabs.map((tab) => ({
            id: tab.id,
            label: tab.label,
            content: <BlockStack blocks={tab.blocks} level={level} />,
          }))}
        />
      );
    case 'facilityPicker':
      return (
        <FacilityPicker
          label={block.label}
          gridTitle={block.gridTitle}
          defaultId={block.defaultId}
          facilities={block.facilities}
          headingLevel={(level + 1) as 3 | 4}
        />
      );
  }
}

export function BlockStack({ blocks, level }: { blocks: Block[]; level: Level }) {
  return (
    <div className={styles.stack}>
      {blocks.map((block, index) => (
        <BlockView key={`${block.kind}-${index}`} block={block} level={level} />
      ))}
    </div>
  );
}
