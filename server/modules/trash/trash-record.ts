/** A stored row and the columns that held dates (JSON has none, so they are named to be read back). */
export type TrashedRow = { row: Record<string, unknown>; dates: string[] };

/**
 * What the trash keeps of a deleted item (the `record` column): its row as it was, the columns
 * that held dates, its address, and the ids of the files it uses, whose rows and bytes stay
 * until the entry is purged. A page also keeps the rows of its other tables (`related`: its
 * revisions and earlier addresses); entries written before pages had a trash have none.
 */
export type TrashRecord = TrashedRow & {
  slug?: string;
  fileIds: string[];
  /** Rows kept beside the item's (a gallery post's photos, item-resource.ts `parts`). */
  parts?: unknown[];
  related?: Record<string, TrashedRow[]>;
};

/** `row` as JSON can keep it, its dates named. */
export function trashedRowOf(row: Record<string, unknown>): TrashedRow {
  return { row, dates: Object.keys(row).filter((key) => row[key] instanceof Date) };
}

export function trashRecordOf(
  row: Record<string, unknown>,
  slug: string | undefined,
  fileIds: string[],
  beside: Pick<TrashRecord, 'parts' | 'related'> = {},
): TrashRecord {
  return {
    ...trashedRowOf(row),
    ...(slug !== undefined && { slug }),
    fileIds,
    ...(beside.parts && { parts: beside.parts }),
    ...(beside.related && { related: beside.related }),
  };
}

/** The row to insert again, its dates as dates. */
export function rowOfTrashRecord(record: TrashedRow): Record<string, unknown> {
  const row = { ...record.row };
  for (const key of record.dates)
    if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
  return row;
}
