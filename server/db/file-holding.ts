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
