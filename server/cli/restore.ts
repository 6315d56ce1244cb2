import { createReadStream, existsSync } from 'node:fs';
import { RestoreError, restoreBackup } from '#server/backup/restore-backup.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { ensurePrivateDir } from '#server/lib/private-files.ts';
import { openFileStorages } from '#server/storage/file-storages.ts';
import { checkCommandLine } from './command-line.ts';
import { progressBar } from './progress-bar.ts';

const usage = `Usage: npm run restore -- <backup archive .tar.gz>
Restores a backup into an empty data folder (or empty PostgreSQL database), with the server
stopped; every table and file is checked against the archive's checksums.`;

async function run(archive: string | undefined): Promise<void> {
  if (!archive || !existsSync(archive)) throw new ConfigError(usage);
  const config = loadConfig();
  ensurePrivateDir(config.dataDir);
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const db = await openDatabase(config);
  try {
    const manifest = await restoreBackup({
      db,
      storages: await openFileStorages(config),
      input: createReadStream(archive),
      onProgress: progressBar('restore'),
    });
    console.log(
      `Restored ${Object.keys(manifest.tables).length} tables and ${manifest.files.length} files from the backup of ${manifest.createdAt}; checksums verified.`,
    );
  } finally {
    await db.close();
    lock?.release();
  }
}

run(checkCommandLine(process.argv.slice(2), usage)[0]).catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof RestoreError;
  console.error(known ? (error as Error).message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
});
