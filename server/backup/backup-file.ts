import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { privateDirMode, privateFileMode } from '#server/lib/private-files.ts';

/**
 * A new archive file, 0600 (it holds every applicant's resume), never overwriting one. A missing
 * folder is made 0700; an existing one is left as the operator set it (it may be /tmp).
 */
export function createBackupFile(archive: string): WriteStream {
  mkdirSync(path.dirname(archive), { recursive: true, mode: privateDirMode });
  return createWriteStream(archive, { flags: 'wx', mode: privateFileMode });
}
