import path from 'node:path';
import { createBackupFile } from '#server/backup/backup-file.ts';
import { writeBackup } from '#server/backup/write-backup.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { openFileStorages } from '#server/storage/file-storages.ts';
import { checkCommandLine } from './command-line.ts';
import { progressBar } from './progress-bar.ts';

const usage = `Usage: npm run backup [-- <archive path>]
Writes the database and every uploaded file into one .tar.gz archive (by default
backups/school-backup-<date and time>.tar.gz). Safe while the server runs.`;

// Safe while the server runs: the database is read from one consistent snapshot.
async function run(target: string | undefined): Promise<void> {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const archive = path.resolve(target ?? path.join('backups', `school-backup-${stamp}.tar.gz`));
  const db = await openDatabase(config);
  try {
    const manifest = await writeBackup({
      db,
      storages: await openFileStorages(config),
      output: createBackupFile(archive),
      onProgress: progressBar('backup'),
    });
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written to ${archive}: ${rows} rows, ${manifest.files.length} files (${manifest.dialect}).`,
    );
  } finally {
    await db.close();
  }
}

run(checkCommandLine(process.argv.slice(2), usage)[0]).catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
