import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'school-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const tryLockFromAnotherProcess = (thenDie = false) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import Database from 'better-sqlite3';
       const db = new Database(${JSON.stringify(path.join(dataDir, 'server.lock'))});
       db.pragma('locking_mode = EXCLUSIVE'); db.pragma('busy_timeout = 0');
       try { db.exec('BEGIN EXCLUSIVE'); db.exec('COMMIT'); console.log('locked'); } catch (e) { console.log(e.code); }
       if (${thenDie}) process.kill(process.pid, 'SIGKILL');`,
    ],
    { encoding: 'utf8', cwd: process.cwd() },
  ).stdout.trim();

describe('lockDataDir', () => {
  it('keeps a second process out while held and lets it in once released', () => {
    const lock = lockDataDir(dataDir);
    expect(tryLockFromAnotherProcess()).toBe('SQLITE_BUSY');
    lock.release();
    expect(tryLockFromAnotherProcess()).toBe('locked');
  });

  it('is free again after its holder was killed (the operating system drops the lock)', () => {
    expect(tryLockFromAnotherProcess(true)).toBe('locked');
    const lock = lockDataDir(dataDir);
    expect(tryLockFromAnotherProcess()).toBe('SQLITE_BUSY');
    lock.release();
  });
});
