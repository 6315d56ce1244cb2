import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { createAdminsRepository } from '#server/modules/auth/admins-repository.ts';
import { openFileStorages, storeNames, type FileStorages } from '#server/storage/file-storages.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { backedUpTables, entryNames, type BackupManifest } from './backup-format.ts';
import { RestoreError, restoreBackup } from './restore-backup.ts';
import { readTar, tarEnd, tarHeader, tarPadding, type TarEntry } from './tar.ts';
import { writeBackup } from './write-backup.ts';

async function freshSite() {
  const database = await createTestDatabase();
  afterAll(() => database.dispose());
  return { db: database.db, storages: await openFileStorages({ dataDir: database.dataDir }) };
}

async function seed(db: Database, storages: FileStorages) {
  await createAdminsRepository(db).create('principal', 'principal-password');
  const now = new Date('2026-06-01T10:00:00Z');
  const fileId = randomUUID();
  const storedName = `${fileId}.pdf`;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  await storages.uploads.put(storedName, pdf);
  // A job applicant's resume lives in the private store and must come back there.
  const resumeId = randomUUID();
  const resumeName = `${resumeId}.pdf`;
  const resume = Buffer.from('%PDF-1.4\n% Ravi Kumar, B.Ed.\n%%EOF\n');
  await storages.resumes.put(resumeName, resume);
  const { files, events, notices, posts, careerApplications, auditLog } = db.tables;
  // An album of two photos: every photo's row and bytes must come back.
  const albumId = randomUUID();
  const photoIds = [randomUUID(), randomUUID()];
  for (const id of photoIds) await storages.uploads.put(`${id}.webp`, Buffer.from('RIFF'));
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
    await tx.insert(files).values({
      id: resumeId,
      storedName: resumeName,
      kind: 'document',
      contentType: 'application/pdf',
      originalName: 'Ravi Kumar resume.pdf',
      byteSize: resume.length,
      createdAt: now,
    });
    await tx.insert(careerApplications).values({
      id: randomUUID(),
      fullName: 'Ravi Kumar',
      email: 'ravi.kumar@example.com',
      phone: '+91 98765 43210',
      position: 'teacher',
      experience: 'B.Ed., six years.',
      resumeFileId: resumeId,
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
    for (const id of photoIds)
      await tx.insert(files).values({
        id,
        storedName: `${id}.webp`,
        kind: 'image',
        contentType: 'image/webp',
        originalName: 'annual-day.webp',
        byteSize: 4,
        width: 800,
        height: 600,
        altText: 'Children on the stage',
        createdAt: now,
      });
    await tx.insert(posts).values({
      id: albumId,
      title: 'Annual Day',
      content: '',
      imageId: photoIds[1],
      createdAt: now,
      updatedAt: now,
    });
    for (const [position, fileId] of photoIds.entries())
      await tx.insert(db.tables.postPhotos).values({
        id: randomUUID(),
        postId: albumId,
        fileId,
        position,
      });
    await tx.insert(posts).values({
      id: randomUUID(),
      title: 'Van Mahotsav',
      content: 'We planted 200 saplings.',
      createdAt: now,
      updatedAt: now,
    });
    // Circulars: a numbered year, a confirmed subscriber with a mailed link, a mail still queued.
    const subscriberId = randomUUID();
    await tx.insert(db.tables.circularCounters).values({ academicYear: 2026, lastNumber: 14 });
    await tx.insert(db.tables.subscribers).values({
      id: subscriberId,
      email: 'parent@example.com',
      audiences: ['primary', 'parents'],
      mode: 'immediate',
      confirmedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(db.tables.subscriptionTokens).values({
      tokenHash: 'a'.repeat(64),
      subscriberId,
      purpose: 'manage',
      createdAt: now,
    });
    await tx.insert(db.tables.outbox).values({
      id: randomUUID(),
      kind: 'alert',
      subscriberId,
      alertId: randomUUID(),
      status: 'queued',
      nextAttemptAt: now,
      createdAt: now,
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
  await writeBackup({ db: site.db, storages: site.storages, output });
  return Buffer.concat(chunks);
}

async function everything(site: Awaited<ReturnType<typeof freshSite>>) {
  const rows: Record<string, unknown[]> = {};
  for (const table of backedUpTables) {
    const all = await site.db.read.select().from(site.db.tables[table]);
    rows[table] = all.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  const files: Record<string, string> = {};
  for (const store of storeNames) {
    for (const name of await site.storages[store].list()) {
      const chunks: Buffer[] = [];
      for await (const chunk of site.storages[store].openRead(name)) chunks.push(chunk as Buffer);
      files[`${store}/${name}`] = Buffer.concat(chunks).toString('base64');
    }
  }
  return { rows, files };
}

const source = await freshSite();
await seed(source.db, source.storages);
const archive = await backupBytes(source);

describe('backup and restore', () => {
  it('restores every row and every file into an empty site', async () => {
    const target = await freshSite();
    const manifest = await restoreBackup({
      db: target.db,
      storages: target.storages,
      input: Readable.from([archive]),
    });
    expect(manifest.tables.events?.rows).toBe(1);
    expect(manifest.files.map((file) => file.store).sort()).toEqual([
      'resumes',
      'uploads',
      'uploads',
      'uploads',
    ]);
    expect(manifest.tables.postPhotos?.rows).toBe(2);
    const [before, after] = [await everything(source), await everything(target)];
    expect(after).toEqual(before);
    expect(
      Object.keys(after.files)
        .map((key) => key.split('/')[0])
        .sort(),
    ).toEqual(['resumes', 'uploads', 'uploads', 'uploads']);
    expect(after.rows.admins).toHaveLength(1);
  });

  it('makes albums of one from an archive written before albums', async () => {
    // That release's archive: no post_photos table, each post's picture in posts.image_id.
    const entries: TarEntry[] = [];
    for await (const entry of readTar(Readable.from([gunzipSync(archive)]))) entries.push(entry);
    const manifest = JSON.parse(entries[0]!.body.toString('utf8')) as BackupManifest;
    delete manifest.tables.postPhotos;
    const older = entries
      .filter((entry) => entry.name !== entryNames.table('postPhotos'))
      .map((entry, index) =>
        index === 0 ? { ...entry, body: Buffer.from(JSON.stringify(manifest)) } : entry,
      );
    const tar = Buffer.concat([
      ...older.flatMap((entry) => [
        tarHeader(entry.name, entry.body.length),
        entry.body,
        tarPadding(entry.body.length),
      ]),
      tarEnd,
    ]);
    const target = await freshSite();
    await restoreBackup({
      db: target.db,
      storages: target.storages,
      input: Readable.from([gzipSync(tar)]),
    });
    const { posts, postPhotos } = target.db.tables;
    const [album] = await target.db.read.select().from(posts).where(eq(posts.title, 'Annual Day'));
    const photos = await target.db.read
      .select()
      .from(postPhotos)
      .where(eq(postPhotos.postId, album!.id));
    expect(photos).toEqual([
      { id: album!.id, postId: album!.id, fileId: album!.imageId, position: 0 },
    ]);
  });

  it('refuses a target that already has content', async () => {
    await expect(
      restoreBackup({ db: source.db, storages: source.storages, input: Readable.from([archive]) }),
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
        storages: target.storages,
        input: Readable.from([gzipSync(tar)]),
      }),
    ).rejects.toThrow(/Checksum mismatch in table events/);
    expect(await everything(target)).toEqual({
      rows: Object.fromEntries(backedUpTables.map((t) => [t, []])),
      files: {},
    });
  });
});
