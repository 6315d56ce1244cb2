import { tooLargeMessage, tooManyPixelsMessage, uploadLimits } from '#contracts/content/uploads.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { images } from '#server/lib/images/image-worker.ts';
import { detectType } from './detect-type.ts';
import { embeddedPictures, svgProblem } from './svg-check.ts';
import type { ValidatedUpload } from './validate-upload.ts';

/**
 * The longer side of the drawn picture: the largest icon made from a logo (contracts/site-icons.ts),
 * and sharp at ten times the header's 52 px (web/components/layout/site-header.tsx).
 */
export const svgLongerSide = 512;

export const unreadableSvgMessage =
  'This SVG file could not be read. Save it again from the drawing program, or upload a PNG.';

/** What an SVG may embed (svg-check.ts): no SVG, which would have to be checked in turn. */
const embeddableTypes = new Set(['png', 'jpeg', 'gif', 'webp']);

/**
 * An SVG upload becomes a PNG of `svgLongerSide` pixels on its longer side, transparency kept:
 * a browser would run the scripts an SVG may hold, so its own bytes are never stored or served
 * (decision 0021). The PNG then goes through the library like any picture (store-upload.ts).
 * Held to the pictures' limits (its bytes, and the pixels of the pictures embedded in it);
 * refused with a 400 when it links outside itself (svg-check.ts) or sharp cannot draw it.
 */
export async function rasteriseSvg(
  file: { bytes: Buffer; originalName: string },
  field: string,
): Promise<ValidatedUpload> {
  const refuse = (status: number, message: string) =>
    new HttpError(status, message, [{ field, message }]);
  if (file.bytes.length > uploadLimits.image.maxBytes) throw refuse(413, tooLargeMessage('image'));
  const problem = svgProblem(file.bytes);
  if (problem) throw refuse(400, problem);
  const pictures = embeddedPictures(file.bytes);
  if (!pictures) throw refuse(400, unreadableSvgMessage);
  let pixels = 0;
  for (const picture of pictures) {
    // A picture of a type proven by its first bytes, and its header only: nothing is decoded yet.
    const type = detectType(picture);
    const size =
      type && embeddableTypes.has(type)
        ? await images.pictureSize(picture).catch(() => undefined)
        : undefined;
    if (!size) throw refuse(400, unreadableSvgMessage);
    pixels += size.width * size.height;
  }
  if (pixels > uploadLimits.image.maxPixels) throw refuse(413, tooManyPixelsMessage);

  let png: Buffer;
  try {
    png = await images.svgToPng(file.bytes, svgLongerSide);
  } catch {
    throw refuse(400, unreadableSvgMessage);
  }
  return { type: 'png', bytes: png, originalName: file.originalName.replace(/\.svg$/i, '.png') };
}
