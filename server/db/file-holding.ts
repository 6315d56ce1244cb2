import type { Tables } from './database.ts';

type TableName = keyof Tables;
type ColumnOf<Table extends TableName> = keyof Tables[Table]['$inferSelect'] & string;

/**
 * Where a kind's items hold files, declared by each kind's entry (server/modules/content/
 * kind-entries.ts): a column of its own table (news' `imageId`), or a table of its files with
 * the column of the file and of the item (a gallery post's `postPhotos`). The media library
 * (server/modules/media/media-uses.ts) and site search (server/modules/search/search-index.ts)
 * both read it, so a new kind that holds files is found by both.
 */
export type FileHolding<Own extends TableName = TableName> =
  | { column: ColumnOf<Own> }
  | {
      [Table in TableName]: { table: Table; column: ColumnOf<Table>; item: ColumnOf<Table> };
    }[TableName];

/**
 * The table to read for a holding, with its file column and the column naming the item: the
 * kind's own table and its id, or the table of files. Declarations name columns as strings, so
 * the columns are looked up by name here, once; server/content-kinds.test.ts checks each exists.
 */
export function holdingColumns(
  tables: Tables,
  ownTable: TableName,
  // Any kind's holding: the declared shape, with its column names loosened to strings.
  holding: { column: string } | { table: TableName; column: string; item: string },
) {
  const tableName = 'table' in holding ? holding.table : ownTable;
  // Typed as the news table: every table read here is used only through the columns below.
  const table = tables[tableName] as unknown as Tables['news'];
  const columns = table as unknown as Record<string, Tables['news']['imageId']>;
  return {
    table,
    /** True when the files sit in a table of their own, which joins the item's table. */
    separate: 'table' in holding,
    file: columns[holding.column]!,
    item: ('table' in holding ? columns[holding.item]! : table.id) as Tables['news']['id'],
  };
}
