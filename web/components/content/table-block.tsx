import type { Block } from '#contracts/content/pages.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import type { BlockViews } from './block-view-modules.tsx';

type TableBlock = Extract<Block, { type: 'table' }>;

/** A table whose first column names each row (fees by class, timings by day). */
export function TableBlockView({ block }: { block: TableBlock }) {
  return (
    <DataTable<string[]>
      caption={block.caption}
      hideCaption={block.hideCaption}
      columns={block.columns.map((header, index) => ({
        key: `${index}-${header}`,
        header,
        rowHeader: index === 0,
        numeric: block.numericColumns?.includes(index),
        cell: (row) => row[index],
      }))}
      rows={block.rows}
      rowKey={(row) => row.join('|')}
      footer={block.footer}
    />
  );
}

/** The blocks this module draws, for the page's script to fetch (block-view-modules.tsx). */
export const blockViews: BlockViews<'table'> = { table: TableBlockView };
