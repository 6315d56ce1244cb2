import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { privateDirMode, privateFileMode } from '#server/lib/private-files.ts';
import { assertStoredName, isStoredName, type FileStorage } from './file-storage.ts';

const temporaryPrefix = '.tmp-';

/** Files in one folder (DATA_DIR/uploads), never served directly: the uploads route looks names up first. */
export async function createLocalFileStorage(folder: string): Promise<FileStorage> {
  await mkdir(folder, { recursive: true, mode: privateDirMode });
  await chmod(folder, privateDirMode);
  const pathOf = (name: string) => {
    assertStoredName(name);
    return path.join(folder, name);
  };

  return {
    async put(name, bytes) {
      const target = pathOf(name);
      const temporary = path.join(folder, `${temporaryPrefix}${randomUUID()}`);
      const handle = await open(temporary, 'wx', privateFileMode);
      try {
        await handle.writeFile(bytes);
        // A rename of unsynced data can survive a crash as an empty file.
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await handle.close();
      await rename(temporary, target);
      // The rename itself lives in the folder: sync it too, or power loss can undo it.
      const directory = await open(folder, 'r');
      try {
        await directory.sync();
      } finally {
        await directory.close();
      }
    },

    openRead(name) {
      return createReadStream(pathOf(name));
    },

    async remove(name) {
      await rm(pathOf(name), { force: true });
    },

    async exists(name) {
      const file = pathOf(name);
      try {
        return (await stat(file)).isFile();
      } catch {
        return false;
      }
    },

    async list() {
      return (await readdir(folder)).filter(isStoredName).sort();
    },

    async removeLeftovers(keep, before) {
      const removed: string[] = [];
      for (const name of await readdir(folder)) {
        const leftover =
          name.startsWith(temporaryPrefix) || (isStoredName(name) && !keep.has(name));
        if (!leftover) continue;
        const file = path.join(folder, name);
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile() || info.mtime >= before) continue;
        await rm(file, { force: true });
        removed.push(name);
      }
      return removed;
    },
  };
}
