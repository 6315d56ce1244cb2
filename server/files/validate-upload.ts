import {
  acceptedTypes,
  tooLargeMessage,
  tooManyPixelsMessage,
  typeFromFileName,
  unsupportedTypeMessage,
  uploadLimits,
  uploadTypes,
  type UploadKind,
  type UploadType,
} from '#contracts/content/uploads.ts';
import { HttpError } from '#server/lib/http-errors.ts';
import { images } from '#server/lib/images/image-worker.ts';
import { checkDocx } from './docx-check.ts';
import { containsMarkup, detectType } from './detect-type.ts';
import { rasteriseSvg, unreadableSvgMessage } from './rasterise-svg.ts';
import { looksLikeSvg } from './svg-check.ts';

export type ValidatedUpload = {
  type: UploadType;
  bytes: Buffer;
  originalName: string;
};

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeNamePattern = /[\u0000-\u001f\u007f/\\]|\.\./;

function fieldError(status: number, field: string, message: string): HttpError {
  return new HttpError(status, message, [{ field, message }]);
}

async function provenType(bytes: Buffer): Promise<UploadType | 'too-large' | undefined> {
  const detected = detectType(bytes);
  if (detected !== 'zip') return detected;
  const verdict = await checkDocx(bytes);
  return verdict === 'docx' ? 'docx' : verdict === 'too-large' ? 'too-large' : undefined;
}

/** Reads the pixel size from the header only; nothing is decoded yet. */
async function pixelCount(bytes: Buffer): Promise<number | undefined> {
  try {
    const { width, height } = await images.pictureSize(bytes);
    return width * height;
  } catch {
    return undefined;
  }
}

export type UploadOptions = {
  /**
   * The media library's: an SVG (root `<svg`, name `.svg`) is taken as a picture and drawn as a
   * PNG (rasterise-svg.ts); its own bytes go no further. Elsewhere an SVG is refused as markup.
   */
  rasteriseSvg?: boolean;
};

/**
 * Everything an upload must pass before a byte of it is written: a safe name, a size within the
 * limit, a type proven by content that the field accepts and the extension agrees with, and for
 * images a pixel count within the limit.
 */
export async function validateUpload(
  file: { bytes: Buffer; fileName: string },
  kind: UploadKind,
  field: string,
  options: UploadOptions = {},
): Promise<ValidatedUpload> {
  const originalName = file.fileName.trim();
  if (!originalName || originalName.length > 255 || unsafeNamePattern.test(originalName)) {
    throw fieldError(
      400,
      field,
      'The file name is not accepted. Please rename the file and try again.',
    );
  }
  if (file.bytes.length === 0) throw fieldError(400, field, 'The file is empty.');
  if (file.bytes.length > uploadLimits[kind].maxBytes)
    throw fieldError(413, field, tooLargeMessage(kind));
  const refused = () => fieldError(415, field, unsupportedTypeMessage(kind));

  const namedSvg = /\.svg$/i.test(originalName);
  if (options.rasteriseSvg && (namedSvg || looksLikeSvg(file.bytes))) {
    // As for other types, the name and the content agree or the file is refused.
    if (!namedSvg) throw refused();
    if (!looksLikeSvg(file.bytes)) throw fieldError(400, field, unreadableSvgMessage);
    return rasteriseSvg({ bytes: file.bytes, originalName }, field);
  }

  const type = await provenType(file.bytes);
  if (type === 'too-large')
    throw fieldError(413, field, 'The document unpacks to more than 100 MB.');
  if (!type || !acceptedTypes[kind].includes(type)) throw refused();
  if (typeFromFileName(originalName) !== type) throw refused();

  if (uploadTypes[type].image) {
    const pixels = await pixelCount(file.bytes);
    if (pixels === undefined) throw refused();
    if (pixels > uploadLimits.image.maxPixels) throw fieldError(413, field, tooManyPixelsMessage);
  } else if (containsMarkup(file.bytes)) {
    throw refused();
  }
  return { type, bytes: file.bytes, originalName };
}
