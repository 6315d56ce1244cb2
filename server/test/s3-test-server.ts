import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '#server/config.ts';

/**
 * A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket, storing its
 * objects in a temporary folder. `settings` are what S3_* variables would give the app.
 */
export async function startS3TestServer(): Promise<{
  settings: S3Settings;
  stop(): Promise<void>;
}> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'school-s3-'));
  const bucket = 'school-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver checks signatures against this fixed key pair.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
