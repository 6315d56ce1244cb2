import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

/** Where uploaded bytes go: public uploads, and job applicants' resumes (read by admins only). */
export type FileStorages = { uploads: FileStorage; resumes: FileStorage };
export type StoreName = keyof FileStorages;
export const storeNames = ['uploads', 'resumes'] as const satisfies ReadonlyArray<StoreName>;

/** Folders in DATA_DIR by default; prefixes of one bucket when S3 is configured. */
export async function openFileStorages(
  config: Pick<AppConfig, 'dataDir'> & Partial<Pick<AppConfig, 's3'>>,
): Promise<FileStorages> {
  const { s3 } = config;
  if (s3) {
    // Loaded only when used: the AWS SDK adds about 200 ms and 25 MB to a start.
    const { createS3Client, createS3FileStorage } = await import('./s3-file-storage.ts');
    const client = createS3Client(s3);
    const under = (prefix: string) => createS3FileStorage({ bucket: s3.bucket, prefix, client });
    return { uploads: under('uploads/'), resumes: under('private/resumes/') };
  }
  return {
    uploads: await createLocalFileStorage(path.join(config.dataDir, 'uploads')),
    resumes: await createLocalFileStorage(path.join(config.dataDir, 'private', 'resumes')),
  };
}
