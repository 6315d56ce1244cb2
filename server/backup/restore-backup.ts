import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { getTableColumns, isNotNull } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/database.ts';
import { searchedKinds } from '#server/modules/content/index.ts';
import { createSearchIndex } from '#server/modules/search/index.ts';
import { storeNames, type FileStorages, type StoreName } from '#server/storage/file-storages.ts';
import {
  backedUpTables,
  backupFormat,
  entryNames,
  sha256,
  type BackupManifest,
} from './backup-format.ts';
import { readTar } from './tar.ts';
import type { Progress } from './write-backup.ts';

export class RestoreError extends Error {}

type Row = Record<string, unknown>;

/** JSON turned Dates into strings; give timestamp columns their Date back. */
function reviveRows(db: Database, table: (typeof backedUpTables)[number], rows: Row[]): Row[] {
  const dateKeys = Object.entries(getTableColumns(db.tables[table]))
    .filter(([, column]) => column.dataType === 'date')
    .map(([key]) => key);
  return rows.map((row) => {
    const revived = { ...row };
    for (const key of dateKeys)
      if (typeof revived[key] === 'string') revived[key] = new Date(revived[key]);
    return revived;
  });
}

/**
 * An archive from before albums (no post_photos) holds each gallery post's one picture in
 * posts.image_id: it becomes an album of that one photo, as migration 0017 made them.
 */
async function albumsOfOnePicture(tx: Queryable, db: Database): Promise<void> {
  const { posts, postPhotos } = db.tables;
  const covered = await tx
    .select({ id: posts.id, imageId: posts.imageId })
    .from(posts)
    .where(isNotNull(posts.imageId));
  for (const post of covered)
    await tx
      .insert(postPhotos)
      .values({ id: post.id, postId: post.id, fileId: post.imageId!, position: 0 });
}

async function assertEmpty(db: Database, storages: FileStorages): Promise<void> {
  for (const table of backedUpTables) {
    if ((await db.read.$count(db.tables[table])) > 0) {
      throw new RestoreError(
        `The database is not empty (table ${table} has rows). Restore into an empty data folder or database.`,
      );
    }
  }
  for (const store of storeNames) {
    if ((await storages[store].list()).length > 0)
      throw new RestoreError(`The ${store} storage is not empty.`);
  }
}

/**
 * Restores an archive from writeBackup into an empty database and storage. Every table and file
 * is checked against the manifest's SHA-256 before anything is written to the database; on any
 * mismatch the files written so far are removed and nothing is inserted.
 */
export async function restoreBackup(options: {
  db: Database;
  storages: FileStorages;
  input: Readable;
  onProgress?: Progress;
}): Promise<BackupManifest> {
  const { db, storages, input, onProgress = () => {} } = options;
  await assertEmpty(db, storages);
  let manifest: BackupManifest | undefined;
  const tables = new Map<string, Row[]>();
  const restoredFiles: Array<{ store: StoreName; name: string }> = [];
  try {
    for await (const entry of readTar(input.pipe(createGunzip()))) {
      if (!manifest) {
        if (entry.name !== entryNames.manifest)
          throw new RestoreError('This is not a backup archive of this site.');
        manifest = JSON.parse(entry.body.toString('utf8')) as BackupManifest;
        if (manifest.format !== backupFormat)
          throw new RestoreError('This is not a backup archive of this site.');
        continue;
      }
      const [kind, name = ''] = entry.name.split(/\/(.*)/s);
      if (kind === 'tables') {
        const table = name.replace(/\.json$/, '');
        if (manifest.tables[table]?.sha256 !== sha256(entry.body))
          throw new RestoreError(`Checksum mismatch in table ${table}.`);
        tables.set(table, JSON.parse(entry.body.toString('utf8')) as Row[]);
      } else if (storeNames.includes(kind as StoreName)) {
        const store = kind as StoreName;
        const expected = manifest.files.find((file) => file.store === store && file.name === name);
        if (
          !expected ||
          expected.sha256 !== sha256(entry.body) ||
          expected.bytes !== entry.body.length
        ) {
          throw new RestoreError(`Checksum mismatch in file ${name}.`);
        }
        await storages[store].put(name, entry.body);
        restoredFiles.push({ store, name });
        onProgress(restoredFiles.length, manifest.files.length, 'files');
      }
    }
    if (!manifest) throw new RestoreError('The archive is empty.');
    const missingTable = Object.keys(manifest.tables).find((table) => !tables.has(table));
    if (missingTable) throw new RestoreError(`The archive lacks table ${missingTable}.`);
    if (restoredFiles.length !== manifest.files.length)
      throw new RestoreError('The archive lacks some uploaded files.');
    await db.write(async (tx) => {
      for (const table of backedUpTables) {
        const rows = reviveRows(db, table, tables.get(table) ?? []);
        for (let start = 0; start < rows.length; start += 100) {
          await tx.insert(db.tables[table]).values(rows.slice(start, start + 100) as never);
        }
      }
      if (!tables.has('postPhotos')) await albumsOfOnePicture(tx, db);
    });
    // The search index is not in a backup: it is made from the restored rows and files.
    await createSearchIndex(db, storages.uploads, searchedKinds).rebuild({ readPdfs: true });
    return manifest;
  } catch (error) {
    for (const { store, name } of restoredFiles) await storages[store].remove(name);
    throw error;
  }
}
