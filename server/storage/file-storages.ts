import path from 'node:path';
import type { AppConfig } from '#server/config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';

/**
 * Where stored bytes go: public uploads; the private stores read by signed-in staff only (job
 * applicants' resumes, scanned transfer certificates, admission documents); and the link-preview cards of
 * items without a picture (server/modules/share-cards).
 */
export type FileStorages = {
  uploads: FileStorage;
  resumes: FileStorage;
  tcScans: FileStorage;
  admissions: FileStorage;
  shareCards: FileStorage;
};
/** The stores a backup holds. Not the cards: each is made again from its item when asked for. */
export const storeNames = [
  'uploads',
  'resumes',
  'tcScans',
  'admissions',
] as const satisfies ReadonlyArray<keyof FileStorages>;
export type StoreName = (typeof storeNames)[number];

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
    return {
      uploads: under('uploads/'),
      resumes: under('private/resumes/'),
      tcScans: under('private/tc-scans/'),
      admissions: under('private/admissions/'),
      shareCards: under('share-cards/'),
    };
  }
  const folder = (...names: string[]) =>
    createLocalFileStorage(path.join(config.dataDir, ...names));
  return {
    uploads: await folder('uploads'),
    resumes: await folder('private', 'resumes'),
    tcScans: await folder('private', 'tc-scans'),
    admissions: await folder('private', 'admissions'),
    shareCards: await folder('share-cards'),
  };
}
