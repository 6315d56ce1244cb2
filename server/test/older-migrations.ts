import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '#server/lib/project-root.ts';

/**
 * The migrations folder of `dialect` as an older release shipped it: its journal ends at the
 * migration tagged `lastTag`. Migrating a database with it, writing rows, then opening the
 * database with today's build is how the upgrade tests show a school keeps what it had.
 * Returns the folder and a function that removes it.
 */
export function olderMigrations(
  dialect: 'sqlite' | 'postgres',
  lastTag: string,
): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'older-migrations-'));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  cpSync(path.join(projectRoot(), 'server/db/migrations', dialect), folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last === -1) {
    remove();
    throw new Error(`no migration tagged ${lastTag} in ${dialect}`);
  }
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return { folder, remove };
}
