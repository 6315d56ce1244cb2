import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { searchedKinds } from '#server/modules/content/index.ts';
import { createSearchIndex, searchIndexName } from '#server/modules/search/index.ts';
import { openFileStorages } from '#server/storage/file-storages.ts';
import { checkCommandLine } from './command-line.ts';

const usage = `Usage: npm run search:rebuild
Makes the site search's index again from the database: every published page and item, and the
words of every PDF not read yet. Safe while the server runs (docs/decisions/0028).`;

async function run(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const index = createSearchIndex(db, (await openFileStorages(config)).uploads, searchedKinds);
    const started = performance.now();
    const { documents, pdfsRead } = await index.rebuild({ readPdfs: true });
    // The running servers drop the search answers they kept (search-answer-cache.ts). A server
    // on SQLite cannot be told: its answers end at the next write, or when they are too old.
    if (db.dialect === 'postgres') {
      const { broadcastChange } = await import('#server/cache/postgres-channel.ts');
      await db.write((tx) => broadcastChange(tx, [searchIndexName]));
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Search index rebuilt in ${seconds} s: ${documents} documents, ${pdfsRead} PDFs read.`,
    );
  } finally {
    await db.close();
  }
}

checkCommandLine(process.argv.slice(2), usage);
run().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `Rebuild failed: ${(error as Error).message}`,
  );
  process.exit(1);
});
