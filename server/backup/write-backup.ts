import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Database } from '#server/db/database.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { storeNames, type FileStorages, type StoreName } from '#server/storage/file-storages.ts';
import {
  backedUpTables,
  backupFormat,
  backupVersion,
  entryNames,
  sha256,
  type BackupManifest,
} from './backup-format.ts';
import { tarEnd, tarHeader, tarPadding } from './tar.ts';

export type Progress = (done: number, total: number, step: string) => void;

async function readAll(storage: FileStorage, name: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.openRead(name)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Writes one gzip'd tar: manifest.json (row counts, sizes and SHA-256 of everything), the rows of
 * each table as JSON read from one consistent snapshot, then every uploaded file and resume.
 */
export async function writeBackup(options: {
  db: Database;
  storages: FileStorages;
  output: Writable;
  onProgress?: Progress;
}): Promise<BackupManifest> {
  const { db, storages, output, onProgress = () => {} } = options;
  const tableJson = await db.snapshot(async (q) => {
    const entries: Array<[string, string, number]> = [];
    for (const name of backedUpTables) {
      const rows = await q.select().from(db.tables[name]);
      entries.push([name, JSON.stringify(rows), rows.length]);
    }
    return entries;
  });
  const stored: Array<{ store: StoreName; name: string }> = [];
  for (const store of storeNames) {
    for (const name of await storages[store].list()) stored.push({ store, name });
  }
  const files: BackupManifest['files'] = [];
  for (const [index, { store, name }] of stored.entries()) {
    const bytes = await readAll(storages[store], name);
    files.push({ store, name, bytes: bytes.length, sha256: sha256(bytes) });
    onProgress(index + 1, stored.length * 2, 'checksums');
  }
  const manifest: BackupManifest = {
    format: backupFormat,
    version: backupVersion,
    createdAt: new Date().toISOString(),
    dialect: db.dialect,
    tables: Object.fromEntries(
      tableJson.map(([name, json, rows]) => [name, { rows, sha256: sha256(json) }]),
    ),
    files,
  };

  const gzip = createGzip();
  gzip.pipe(output);
  const write = async (name: string, body: Buffer) => {
    for (const part of [tarHeader(name, body.length), body, tarPadding(body.length)]) {
      if (!gzip.write(part)) await new Promise((resolve) => gzip.once('drain', resolve));
    }
  };
  await write(entryNames.manifest, Buffer.from(JSON.stringify(manifest, null, 2)));
  for (const [name, json] of tableJson) await write(entryNames.table(name), Buffer.from(json));
  for (const [index, file] of files.entries()) {
    const bytes = await readAll(storages[file.store], file.name);
    // A file replaced between the two reads would not match its checksum: fail loudly.
    if (sha256(bytes) !== file.sha256)
      throw new Error(`${file.name} changed during the backup; run it again.`);
    await write(entryNames.file(file.store, file.name), bytes);
    onProgress(files.length + index + 1, files.length * 2, 'files');
  }
  gzip.end(tarEnd);
  await finished(output);
  return manifest;
}
