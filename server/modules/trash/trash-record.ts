/**
 * What the trash keeps of a deleted item (the `record` column): its row as it was, the columns
 * that held dates (JSON has none, so they are named to be read back as dates), its address, and
 * the ids of the files it uses, whose rows and bytes stay until the entry is purged.
 */
export type TrashRecord = {
  row: Record<string, unknown>;
  dates: string[];
  slug?: string;
  fileIds: string[];
  /** Rows kept beside the item's (a gallery post's photos, item-resource.ts `parts`). */
  parts?: unknown[];
};

export function trashRecordOf(
  row: Record<string, unknown>,
  slug: string | undefined,
  fileIds: string[],
  parts?: unknown[],
): TrashRecord {
  const dates = Object.keys(row).filter((key) => row[key] instanceof Date);
  return { row, dates, ...(slug !== undefined && { slug }), fileIds, ...(parts && { parts }) };
}

/** The row to insert again, its dates as dates. */
export function rowOfTrashRecord(record: TrashRecord): Record<string, unknown> {
  const row = { ...record.row };
  for (const key of record.dates)
    if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
  return row;
}
