import type { Image } from '#contracts/content/fields.ts';
import { versionOf } from './file-addresses.ts';
import type { FileRecord } from './store-upload.ts';

export const uploadsUrlPrefix = '/uploads/';

/**
 * The address of one of a file's stored names as pages built from its row show it: with its
 * version, so it may be cached for a year and a replaced file is fetched anew (decision 0021).
 */
export function fileUrl(
  file: Pick<FileRecord, 'storedName'>,
  storedName: string = file.storedName,
): string {
  return `${uploadsUrlPrefix}${storedName}?v=${versionOf(file)}`;
}

function sortedVariants(file: Pick<FileRecord, 'variants' | 'storedName' | 'width' | 'height'>) {
  const variants = file.variants ?? [
    { storedName: file.storedName, width: file.width ?? 0, height: file.height ?? 0, byteSize: 0 },
  ];
  return [...variants].sort((a, b) => a.width - b.width);
}

/** The largest picture, with every size in `srcset` so the browser picks what the layout needs. */
export function imageView(file: FileRecord): Image {
  const variants = sortedVariants(file);
  const largest = variants.at(-1)!;
  return {
    url: fileUrl(file, largest.storedName),
    width: largest.width,
    height: largest.height,
    srcset: variants
      .map((variant) => `${fileUrl(file, variant.storedName)} ${variant.width}w`)
      .join(', '),
  };
}

/** URL of the smallest variant at least `width` wide, else of the largest there is. */
export function variantUrl(file: FileRecord, width: number): string {
  const variants = sortedVariants(file);
  const chosen = variants.find((variant) => variant.width >= width) ?? variants.at(-1)!;
  return fileUrl(file, chosen.storedName);
}
