import { typeFromFileName } from '#contracts/content/uploads.ts';

/** The logo's limit: it is in the header of every page, so it stays small. */
export const logoMaxBytes = 1024 * 1024;
export const logoTypes = ['png', 'webp'] as const;
export const logoAccept = '.png,image/png,.webp,image/webp';

/**
 * The browser's check of a logo before it is uploaded; undefined when it may be sent. The media
 * library then proves the type from the content (server/modules/uploads/validate-upload.ts).
 * SVG is not taken: the library re-encodes pictures and does not serve SVG (decision 0021).
 */
export function logoFileProblem(file: { name: string; size: number }): string | undefined {
  const type = typeFromFileName(file.name);
  if (!type || !(logoTypes as readonly string[]).includes(type))
    return 'The logo must be a PNG or WebP picture.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > logoMaxBytes) return 'The logo is too large: it must be at most 1 MB.';
  return undefined;
}
