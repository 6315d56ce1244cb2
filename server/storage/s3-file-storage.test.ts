import {
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeFileStorage } from './file-storage-contract.ts';
import { startS3TestServer } from '#server/test/s3-test-server.ts';
import { createS3Client, createS3FileStorage } from './s3-file-storage.ts';

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let bucket: string;
let client: S3Client;

beforeAll(async () => {
  s3 = await startS3TestServer();
  bucket = s3.settings.bucket;
  client = createS3Client(s3.settings);
});

afterAll(async () => {
  client.destroy();
  await s3.stop();
});

/** Each test gets its own prefix in the shared bucket, so tests never see each other's objects. */
const freshPrefix = () => `test-${randomUUID()}/`;

describeFileStorage('S3', async () => {
  const prefix = freshPrefix();
  const foreignKey = (entry: string) => ({ Bucket: bucket, Key: `${prefix}${entry}` });
  return {
    storage: createS3FileStorage({ bucket, prefix, client }),
    writeForeign: async (entry) => {
      await client.send(new PutObjectCommand({ ...foreignKey(entry), Body: entry }));
    },
    foreignExists: async (entry) =>
      client.send(new HeadObjectCommand(foreignKey(entry))).then(
        () => true,
        () => false,
      ),
    dispose: async () => {},
  };
});

it('keeps storages with different prefixes in one bucket apart', async () => {
  const root = freshPrefix();
  const uploads = createS3FileStorage({ bucket, prefix: `${root}uploads/`, client });
  const resumes = createS3FileStorage({ bucket, prefix: `${root}private/resumes/`, client });
  // Its keys include both others': only names directly under it are its own.
  const parent = createS3FileStorage({ bucket, prefix: root, client });
  const upload = `${randomUUID()}.pdf`;
  const resume = `${randomUUID()}.docx`;
  await uploads.put(upload, Buffer.from('upload'));
  await resumes.put(resume, Buffer.from('resume'));

  expect(await uploads.list()).toEqual([upload]);
  expect(await resumes.list()).toEqual([resume]);
  expect(await parent.list()).toEqual([]);
  expect(await resumes.exists(upload)).toBe(false);
  const everything = new Date(Date.now() + 60_000);
  expect(await parent.removeLeftovers(new Set(), everything)).toEqual([]);
  expect(await resumes.removeLeftovers(new Set(), everything)).toEqual([resume]);
  expect(await uploads.list()).toEqual([upload]);
});

it('lists past the first page of results', async () => {
  // s3rver fails any truncated listing on Node 17+ (its continuation tokens use DES, which
  // OpenSSL 3 dropped), so a stub serves the pages: two keys each, the token is the next index.
  const names = Array.from({ length: 5 }, () => `${randomUUID()}.pdf`).sort();
  const send = async (command: unknown) => {
    if (!(command instanceof ListObjectsV2Command)) throw new Error('only listing is expected');
    const start = Number(command.input.ContinuationToken ?? 0);
    return {
      Contents: names.slice(start, start + 2).map((name) => ({ Key: `uploads/${name}` })),
      IsTruncated: start + 2 < names.length,
      NextContinuationToken: String(start + 2),
    };
  };
  const stub = { send } as unknown as S3Client;

  expect(await createS3FileStorage({ bucket, prefix: 'uploads/', client: stub }).list()).toEqual(
    names,
  );
});

it('refuses a prefix that does not end with a slash', () => {
  expect(() => createS3FileStorage({ bucket, prefix: 'uploads', client })).toThrow(/end with "\/"/);
});
