import { randomBytes, randomUUID } from 'node:crypto';
import { uploadTypes } from '#contracts/content/uploads.ts';
import type { ImageVariant } from '#server/db/schema/shared-types.ts';
import { images } from '#server/lib/images/image-worker.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { ValidatedUpload } from './validate-upload.ts';

export type FileRecord = {
  id: string;
  storedName: string;
  kind: 'image' | 'document';
  contentType: string;
  originalName: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  variants: ImageVariant[] | null;
  createdAt: Date;
};

/** The stored bytes of one upload and the `files` row that will describe them. */
export type StoredUpload = { record: FileRecord; names: string[] };

/** The name shown on download: the uploader's, with the extension of what we actually store. */
function renamedForWebp(originalName: string): string {
  return originalName.replace(/\.[^.]*$/, '') + '.webp';
}

async function putAll(
  storage: FileStorage,
  files: Array<{ name: string; bytes: Buffer }>,
): Promise<void> {
  const written: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.name, file.bytes);
      written.push(file.name);
    }
  } catch (error) {
    await Promise.allSettled(written.map((name) => storage.remove(name)));
    throw error;
  }
}

/**
 * Writes a validated upload (images as WebP variants) under generated names; no database work.
 * A replacement keeps the file's id and gets a fresh version in its names (`<id>-r<8 hex>…`), so
 * the bytes it replaces stay readable until its row is committed (decision 0021).
 */
export async function storeUpload(
  storage: FileStorage,
  upload: ValidatedUpload,
  replacing?: Pick<FileRecord, 'id' | 'createdAt'>,
): Promise<StoredUpload> {
  const id = replacing?.id ?? randomUUID();
  const createdAt = replacing?.createdAt ?? new Date();
  const base = replacing ? `${id}-r${randomBytes(4).toString('hex')}` : id;
  if (!uploadTypes[upload.type].image) {
    const storedName = `${base}${uploadTypes[upload.type].extensions[0]}`;
    await putAll(storage, [{ name: storedName, bytes: upload.bytes }]);
    const record: FileRecord = {
      id,
      storedName,
      kind: 'document',
      contentType: uploadTypes[upload.type].mime,
      originalName: upload.originalName,
      byteSize: upload.bytes.length,
      width: null,
      height: null,
      variants: null,
      createdAt,
    };
    return { record, names: [storedName] };
  }

  const encoded = await images.encodeImageVariants(upload.bytes);
  const files = encoded.map((variant) => ({ ...variant, name: `${base}-w${variant.width}.webp` }));
  await putAll(storage, files);
  const variants = files.map(({ width, height, bytes, name }) => ({
    width,
    height,
    byteSize: bytes.length,
    storedName: name,
  }));
  const largest = variants.at(-1)!;
  const record: FileRecord = {
    id,
    storedName: largest.storedName,
    kind: 'image',
    contentType: 'image/webp',
    originalName: renamedForWebp(upload.originalName),
    byteSize: largest.byteSize,
    width: largest.width,
    height: largest.height,
    variants,
    createdAt,
  };
  return { record, names: files.map((file) => file.name) };
}

/** Every stored name that belongs to a `files` row. */
export function storedNamesOf(record: Pick<FileRecord, 'storedName' | 'variants'>): string[] {
  return [
    ...new Set([
      record.storedName,
      ...(record.variants ?? []).map((variant) => variant.storedName),
    ]),
  ];
}
