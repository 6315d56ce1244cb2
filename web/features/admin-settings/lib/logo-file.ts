import { typeFromFileName } from '#contracts/content/uploads.ts';

/** The logo's limit: it is in the header of every page, so it stays small. */
export const logoMaxBytes = 1024 * 1024;
export const logoAccept = '.svg,image/svg+xml,.png,image/png,.webp,image/webp';

const isSvgName = (name: string) => /\.svg$/i.test(name);

/**
 * The browser's check of a logo before it is uploaded; undefined when it may be sent. The media
 * library then proves the type from the content (server/files/validate-upload.ts), and
 * draws an SVG as a PNG: it never serves an SVG, whose scripts a browser would run
 * (server/files/rasterise-svg.ts, decision 0021).
 */
export function logoFileProblem(file: { name: string; size: number }): string | undefined {
  const type = typeFromFileName(file.name);
  if (!isSvgName(file.name) && type !== 'png' && type !== 'webp')
    return 'The logo must be an SVG, PNG or WebP picture.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > logoMaxBytes) return 'The logo is too large: it must be at most 1 MB.';
  return undefined;
}
