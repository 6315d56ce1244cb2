import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { multipartBody } from '#server/test/fixtures/multipart.ts';
import { applicationFields, postApplication } from '#server/test/fixtures/submissions.ts';
import { makePdf } from '#server/test/fixtures/upload-files.ts';
import { startS3TestServer } from '#server/test/s3-test-server.ts';
import { createS3Client } from './s3-file-storage.ts';

// The whole app with S3_* set: uploads and resumes go to the bucket, none to DATA_DIR.
const s3 = await startS3TestServer();
afterAll(() => s3.stop());
const ctx = await buildTestApp({ s3: s3.settings });
const client = createS3Client(s3.settings);
afterAll(() => client.destroy());

async function keysUnder(prefix: string): Promise<string[]> {
  const page = await client.send(
    new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix }),
  );
  return (page.Contents ?? []).map((object) => object.Key!);
}

describe('uploads on S3', () => {
  it('stores a notice attachment in the bucket and serves it back', async () => {
    const pdf = makePdf('Winter uniform circular');
    const form = multipartBody(
      { title: 'Winter uniform', description: 'From 1 December.', date: '2026-11-30' },
      { field: 'file', name: 'uniform.pdf', bytes: pdf, type: 'application/pdf' },
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/notices/add',
      ...form,
      headers: { ...form.headers, ...(await ctx.authHeader()) },
    });
    expect(created.statusCode).toBe(201);

    const notices = (await ctx.app.inject({ url: '/api/notices' })).json<
      Array<{ title: string; fileUrl?: string }>
    >();
    const fileUrl = notices.find((notice) => notice.title === 'Winter uniform')?.fileUrl;
    expect(fileUrl).toBeTruthy();
    const download = await ctx.app.inject({ url: fileUrl! });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // The address carries the file's version (`?v=`, decision 0021); the key is its stored name.
    const storedName = path.basename(new URL(fileUrl!, 'http://school.test').pathname);
    expect(await keysUnder('uploads/')).toEqual([`uploads/${storedName}`]);
  });

  it('keeps a resume under the private prefix, readable by admins only', async () => {
    const resume = makePdf('Resume of an S3 applicant');
    const applied = await postApplication(ctx.app, applicationFields(), {
      name: 'My CV.pdf',
      bytes: resume,
      type: 'application/pdf',
    });
    expect(applied.statusCode).toBe(200);
    expect(await keysUnder('private/resumes/')).toHaveLength(1);

    const inbox = await ctx.app.inject({
      url: '/api/admin/inbox',
      headers: await ctx.authHeader(),
    });
    const [application] = inbox.json<{ items: Array<{ id: string }> }>().items;
    const url = `/api/admin/inbox/applications/${application!.id}/resume`;
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    const download = await ctx.app.inject({ url, headers: await ctx.authHeader() });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(resume)).toBe(true);
  });

  it('writes no uploaded file to the data folder', () => {
    const local = ['uploads', path.join('private', 'resumes')].map((folder) =>
      path.join(ctx.dataDir, folder),
    );
    for (const folder of local) expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });
});
