import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createAdminsRepository } from '../modules/auth/admins-repository.ts';
import { createLocalFileStorage } from '../storage/local-file-storage.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { backedUpTables } from './backup-format.ts';
import { RestoreError, restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

async function freshSite() {
  const database = await createTestDatabase();
  afterAll(() => database.dispose());
  const storage = await createLocalFileStorage(path.join(database.dataDir, 'uploads'));
  return { db: database.db, storage };
}

async function seed(db: Database, storage: Awaited<ReturnType<typeof freshSite>>['storage']) {
  await createAdminsRepository(db).create('principal', 'principal-password');
  const now = new Date('2026-06-01T10:00:00Z');
  const fileId = randomUUID();
  const storedName = `${fileId}.pdf`;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await storage.put(storedName, pdf);
  const { files, events, notices, posts, auditLog } = db.tables;
  await db.write(async (tx) => {
    await tx.insert(files).values({
      id: fileId,
      storedName,
      kind: 'document',
      contentType: 'application/pdf',
      originalName: 'Fee circular ü.pdf',
      byteSize: pdf.length,
      createdAt: now,
    });
    await tx.insert(events).values({
      id: randomUUID(),
      title: 'Annual Sports Day',
      description: 'On the main ground',
      date: '2026-12-05',
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(notices).values({
      id: randomUUID(),
      title: 'Fee circular',
      description: 'Second term fees',
      date: '2026-06-01',
      fileId,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(posts).values({
      id: randomUUID(),
      title: 'Van Mahotsav',
      content: 'We planted 200 saplings.',
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(auditLog).values({
      id: randomUUID(),
      adminUsername: 'principal',
      action: 'create',
      entity: 'event',
      entityId: 'x',
      summary: 'Annual Sports Day',
      at: now,
    });
  });
}

async function backupBytes(site: Awaited<ReturnType<typeof freshSite>>): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeBackup({ db: site.db, storage: site.storage, output });
  return Buffer.concat(chunks);
}

async function everything(site: Awaited<ReturnType<typeof freshSite>>) {
  const rows: Record<string, unknown[]> = {};
  for (const table of backedUpTables) {
    const all = await site.db.read.select().from(site.db.tables[table]);
    rows[table] = all.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  const files: Record<string, string> = {};
  for (const name of await site.storage.list()) {
    const chunks: Buffer[] = [];
    for await (const chunk of site.storage.openRead(name)) chunks.push(chunk as Buffer);
    files[name] = Buffer.concat(chunks).toString('base64');
  }
  return { rows, files };
}

const source = await freshSite();
await seed(source.db, source.storage);
const archive = await backupBytes(source);

describe('backup and restore', () => {
  it('restores every row and every file into an empty site', async () => {
    const target = await freshSite();
    const manifest = await restoreBackup({
      db: target.db,
      storage: target.storage,
      input: Readable.from([archive]),
    });
    expect(manifest.tables.events?.rows).toBe(1);
    expect(manifest.files).toHaveLength(1);
    const [before, after] = [await everything(source), await everything(target)];
    expect(after).toEqual(before);
    expect(Object.keys(after.files)).toHaveLength(1);
    expect(after.rows.admins).toHaveLength(1);
  });

  it('refuses a target that already has content', async () => {
    await expect(
      restoreBackup({ db: source.db, storage: source.storage, input: Readable.from([archive]) }),
    ).rejects.toThrow(RestoreError);
  });

  it('refuses a damaged archive and leaves the target empty', async () => {
    const tar = gunzipSync(archive);
    const at = tar.indexOf('Annual Sports Day');
    tar.write('Annual Sports Nay', at);
    const target = await freshSite();
    await expect(
      restoreBackup({
        db: target.db,
        storage: target.storage,
        input: Readable.from([gzipSync(tar)]),
      }),
    ).rejects.toThrow(/Checksum mismatch in table events/);
    expect(await everything(target)).toEqual({
      rows: Object.fromEntries(backedUpTables.map((t) => [t, []])),
      files: {},
    });
  });
});
