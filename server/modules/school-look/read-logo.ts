import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { projectRoot } from '#server/lib/project-root.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import { isStoredName } from '#server/storage/file-storage.ts';
import { currentNameFor } from '#server/files/file-addresses.ts';

/** The logo that ships with the site, as the settings name it (contracts/school-settings.ts). */
export const shippedLogo = '/logo.svg';

/**
 * Reads the bytes of the school's logo from the address its settings give: `/logo.svg`, which
 * ships with the site (the web build's client folder, else web/public in development), or an
 * upload `/uploads/<stored name>`, read through the storage as its current bytes (a file replaced
 * at the same address, decision 0021). Undefined when there is no such file.
 */
export function createLogoReader(deps: {
  buildDir: string;
  db: Database;
  storage: FileStorage;
}): (src: string) => Promise<Buffer | undefined> {
  const { db, storage } = deps;
  const { files } = db.tables;

  function shipped(): Buffer | undefined {
    const built = path.join(deps.buildDir, 'client', 'logo.svg');
    const source = path.join(projectRoot(), 'web', 'public', 'logo.svg');
    const found = [built, source].find((file) => existsSync(file));
    return found ? readFileSync(found) : undefined;
  }

  async function uploaded(src: string): Promise<Buffer | undefined> {
    const storedName = new URL(src, 'http://site.invalid').pathname.split('/').at(-1) ?? '';
    if (!isStoredName(storedName)) return undefined;
    const [file] = await db.read
      .select()
      .from(files)
      .where(eq(files.id, storedName.slice(0, 36)))
      .limit(1);
    if (!file) return undefined;
    const name = currentNameFor(file, storedName);
    if (!(await storage.exists(name))) return undefined;
    return Buffer.concat(await storage.openRead(name).toArray());
  }

  return async (src) => (src === shippedLogo ? shipped() : uploaded(src));
}
