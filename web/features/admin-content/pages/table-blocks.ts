import { leafBlocksOf } from '#contracts/content/page-reading.ts';
import type { Block, BlockType } from '#contracts/content/pages.ts';

/**
 * The blocks parents read as a table (fees by stage, transport fees, a plain table). The page
 * editor shows them open from the start, with the section and any columns, tabs or accordion
 * around them, so the office goes from a page's Edit button straight to the cell to change.
 */
export const tableBlockTypes: ReadonlySet<BlockType> = new Set([
  'table',
  'feeTable',
  'transportFees',
]);

/** Whether any of these blocks is a table, or holds one in its columns, tabs or accordion. */
export const holdsTable = (blocks: readonly Block[]): boolean =>
  leafBlocksOf({ sections: [{ blocks: [...blocks] }] }).some((block) =>
    tableBlockTypes.has(block.type),
  );

/**
 * The row part of a cell's name, which a screen reader reads before the column's ("Secondary,
 * Tuition per quarter"). A row is named by its first cell; the first cell itself, and a row whose
 * first cell is still empty, by the row's number ("Row 4, Stage").
 */
export function rowNameOf(row: { index: number; name: string }, column: { index: number }): string {
  return column.index > 0 && row.name.trim() ? row.name.trim() : `Row ${row.index + 1}`;
}

/** What a screen reader calls a cell's input: its row, then its column. */
export const cellName = (
  row: { index: number; name: string },
  column: { index: number; name: string },
): string => `${rowNameOf(row, column)}, ${column.name}`;
