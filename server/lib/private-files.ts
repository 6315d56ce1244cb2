import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * The database, uploads, resumes and backups hold personal data: files the server writes are
 * readable by its own user only (0600), in folders only that user may enter (0700), whatever the
 * umask of the shell that started it.
 */
export const privateFileMode = 0o600;
export const privateDirMode = 0o700;

/** Creates the folder 0700, or narrows an existing one to 0700 (left wider by an older version). */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: privateDirMode });
  chmodSync(dir, privateDirMode);
}

/** Creates the file empty and 0600 when missing, and narrows an existing one to 0600. */
export function ensurePrivateFile(file: string): void {
  if (existsSync(file)) chmodSync(file, privateFileMode);
  else closeSync(openSync(file, 'a', privateFileMode));
}
