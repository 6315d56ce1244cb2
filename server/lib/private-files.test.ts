import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackupFile } from '#server/backup/backup-file.ts';
import { lockDataDir } from '#server/db/data-dir-lock.ts';
import { openSqliteDatabase, sqliteFileName } from '#server/db/sqlite-database.ts';
import { createLocalFileStorage } from '#server/storage/local-file-storage.ts';
import { ensurePrivateDir } from './private-files.ts';

const modeOf = (file: string) => statSync(file).mode & 0o777;
const root = mkdtempSync(path.join(tmpdir(), 'school-modes-'));
let previousUmask: number;

// The umask of a usual shell: without the explicit modes everything below would be 0644/0755.
beforeAll(() => {
  previousUmask = process.umask(0o022);
});
afterAll(() => {
  process.umask(previousUmask);
  rmSync(root, { recursive: true, force: true });
});

describe('files holding personal data are private to the server user', () => {
  it('makes the data folder 0700, and narrows an existing one', () => {
    const fresh = path.join(root, 'fresh', 'data');
    ensurePrivateDir(fresh);
    expect(modeOf(fresh)).toBe(0o700);
    const existing = path.join(root, 'existing');
    mkdirSync(existing, { mode: 0o755 });
    ensurePrivateDir(existing);
    expect(modeOf(existing)).toBe(0o700);
  });

  it('creates the SQLite database, its WAL and shared-memory files 0600', async () => {
    const dataDir = path.join(root, 'sqlite');
    ensurePrivateDir(dataDir);
    const db = openSqliteDatabase(dataDir);
    await db.write((tx) =>
      tx
        .insert(db.tables.schoolInformation)
        .values({ section: 'x', data: {}, updatedAt: new Date() }),
    );
    const file = path.join(dataDir, sqliteFileName);
    for (const part of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(part)).toBe(0o600);
    await db.close();
  });

  it('narrows a database file an older version left readable by everyone', async () => {
    const dataDir = path.join(root, 'older');
    mkdirSync(dataDir);
    const file = path.join(dataDir, sqliteFileName);
    writeFileSync(file, '', { mode: 0o644 });
    const db = openSqliteDatabase(dataDir);
    expect(modeOf(file)).toBe(0o600);
    await db.close();
  });

  it('creates the data folder lock 0600', () => {
    const dataDir = path.join(root, 'locked');
    ensurePrivateDir(dataDir);
    const lock = lockDataDir(dataDir);
    expect(modeOf(path.join(dataDir, 'server.lock'))).toBe(0o600);
    lock.release();
  });

  it('stores uploads and resumes 0600 in a 0700 folder', async () => {
    const folder = path.join(root, 'resumes');
    const storage = await createLocalFileStorage(folder);
    const name = '00000000-0000-4000-8000-000000000000.pdf';
    await storage.put(name, Buffer.from('%PDF-1.4'));
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(path.join(folder, name))).toBe(0o600);
  });

  it('writes backups 0600, in a new folder made 0700', async () => {
    const archive = path.join(root, 'backups', 'school-backup.tar.gz');
    const output = createBackupFile(archive);
    output.end('backup');
    await once(output, 'close');
    expect(modeOf(path.dirname(archive))).toBe(0o700);
    expect(modeOf(archive)).toBe(0o600);
  });
});
