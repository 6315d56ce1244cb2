import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.ts';

export type OpenedStorage = {
  storage: FileStorage;
  /** Writes an entry next to the stored files without going through the driver's name check. */
  writeForeign(entry: string): Promise<void>;
  foreignExists(entry: string): Promise<boolean>;
  dispose(): Promise<void>;
};

const storedName = (extension = 'pdf') => `${randomUUID()}.${extension}`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What every FileStorage driver must do; each driver's test runs it against a fresh, empty store. */
export function describeFileStorage(driver: string, open: () => Promise<OpenedStorage>): void {
  describe(`${driver} file storage`, () => {
    let opened: OpenedStorage;
    let storage: FileStorage;
    beforeEach(async () => {
      opened = await open();
      storage = opened.storage;
    });
    afterEach(() => opened.dispose());

    it('reads back exactly the bytes it stored', async () => {
      // Larger than one stream chunk, so a driver that keeps only the first chunk fails.
      const bytes = randomBytes(300_000);
      const name = `${randomUUID()}-w400.webp`;
      await storage.put(name, bytes);

      expect((await readAll(storage.openRead(name))).equals(bytes)).toBe(true);
    });

    it('tells which names exist', async () => {
      const name = storedName();
      await storage.put(name, Buffer.from('x'));

      expect(await storage.exists(name)).toBe(true);
      expect(await storage.exists(storedName())).toBe(false);
    });

    it('lists only stored names, sorted', async () => {
      const names = [storedName(), storedName('docx'), `${randomUUID()}-w1200.webp`].sort();
      for (const name of [...names].reverse()) await storage.put(name, Buffer.from(name));
      await opened.writeForeign('notes.txt');
      await opened.writeForeign(`${randomUUID()}.PDF`);

      expect(await storage.list()).toEqual(names);
    });

    it('removes a name, and removing it again or a name never stored is not an error', async () => {
      const name = storedName();
      await storage.put(name, Buffer.from('x'));

      await storage.remove(name);
      expect(await storage.exists(name)).toBe(false);
      await expect(storage.remove(name)).resolves.toBeUndefined();
      await expect(storage.remove(storedName())).resolves.toBeUndefined();
    });

    it('fails reading a missing name with ENOENT, like a missing file', async () => {
      await expect(readAll(storage.openRead(storedName()))).rejects.toMatchObject({
        code: 'ENOENT',
      });
    });

    it.each([
      ['parent folder', '../x'],
      ['parent folder before a stored name', `../${storedName()}`],
      ['sub folder', 'a/b.pdf'],
      ['not a uuid', 'x.pdf'],
      ['empty', ''],
      ['NUL byte', `${randomUUID()}\0.pdf`],
    ])('refuses a name that was not generated (%s) before touching storage', async (_, name) => {
      const refused = /not a generated file name/;
      await expect(storage.put(name, Buffer.from('x'))).rejects.toThrow(refused);
      // Synchronously: a stream error would mean the driver had already started reading.
      expect(() => storage.openRead(name)).toThrow(refused);
      await expect(storage.remove(name)).rejects.toThrow(refused);
      await expect(storage.exists(name)).rejects.toThrow(refused);
    });

    it('removes leftovers: old stored names not kept, and nothing else', async () => {
      const kept = storedName();
      const orphans = [storedName(), `${randomUUID()}-w400.webp`].sort();
      for (const name of [kept, ...orphans]) await storage.put(name, Buffer.from(name));
      await opened.writeForeign('notes.txt');
      const longAgo = new Date(0);
      const later = new Date(Date.now() + 60_000);

      // Every file is newer than `longAgo`: it may belong to a write still in progress.
      expect(await storage.removeLeftovers(new Set([kept]), longAgo)).toEqual([]);
      expect(await storage.list()).toEqual([kept, ...orphans].sort());

      expect((await storage.removeLeftovers(new Set([kept]), later)).sort()).toEqual(orphans);
      expect(await storage.list()).toEqual([kept]);
      expect(await opened.foreignExists('notes.txt')).toBe(true);
    });
  });
}
