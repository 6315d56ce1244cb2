import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFileStorage } from './file-storage-contract.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

describeFileStorage('local', async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'local-file-storage-'));
  return {
    storage: await createLocalFileStorage(folder),
    writeForeign: async (entry) => writeFileSync(path.join(folder, entry), entry),
    foreignExists: async (entry) => existsSync(path.join(folder, entry)),
    dispose: async () => rmSync(folder, { recursive: true, force: true }),
  };
});
