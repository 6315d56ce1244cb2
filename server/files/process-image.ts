import sharp from 'sharp';
import { uploadLimits } from '#contracts/content/uploads.ts';

// Each upload is decoded once, so libvips' operation cache only holds memory (~100 MB at peak);
// one thread per image keeps a burst of uploads from multiplying decode buffers.
sharp.cache(false);
sharp.concurrency(1);

/** Thumbnail, content and large-screen widths; an image is never enlarged to reach one. */
export const variantWidths = [400, 800, 1600] as const;

export type EncodedVariant = { width: number; height: number; bytes: Buffer };

/**
 * Re-encodes a validated image to WebP at each width. Re-encoding drops EXIF and GPS (these are
 * photos of children), after rotating by the EXIF orientation so nothing appears sideways.
 */
export async function encodeImageVariants(bytes: Buffer): Promise<EncodedVariant[]> {
  const options = { limitInputPixels: uploadLimits.image.maxPixels, autoOrient: true } as const;
  const { autoOrient } = await sharp(bytes, options).metadata();
  const widths = [...new Set(variantWidths.map((width) => Math.min(width, autoOrient.width)))];
  return Promise.all(
    widths.map(async (width) => {
      const { data, info } = await sharp(bytes, options)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, bytes: data };
    }),
  );
}
