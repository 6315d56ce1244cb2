// The one module that uses sharp (libvips). It runs only in the image worker's process
// (image-worker-main.ts): the server asks for these jobs through image-worker.ts, so libvips'
// memory and threads never live in the server (decision 0032). Each job takes and returns plain
// values (numbers, strings, Buffers), which cross the process boundary as they are.
// eslint-disable-next-line no-restricted-imports -- the image worker is where sharp runs
import sharp from 'sharp';
import { uploadLimits } from '#contracts/content/uploads.ts';

// Each picture is decoded once, so libvips' operation cache only holds memory (~100 MB at peak);
// one thread per picture keeps a burst of uploads from multiplying decode buffers.
sharp.cache(false);
sharp.concurrency(1);

/** Thumbnail, content and large-screen widths; an image is never enlarged to reach one. */
export const variantWidths = [400, 800, 1600] as const;

export type EncodedVariant = { width: number; height: number; bytes: Buffer };

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** Width and height from the header only; nothing is decoded. Throws if sharp cannot read it. */
export async function pictureSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
  return { width, height };
}

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

/** libvips' range for the resolution an SVG is drawn at. */
const clampDensity = (density: number) => Math.min(100_000, Math.max(1, density));

/**
 * An SVG drawn as a PNG of `longerSide` pixels on its longer side, transparency kept. Drawn at
 * the resolution that gives that size (SVG's own unit is 1/72 inch here), not drawn small and
 * enlarged; the resize only settles rounding.
 */
export async function svgToPng(svg: Buffer, longerSide: number): Promise<Buffer> {
  const { width, height } = await sharp(svg).metadata();
  const density = clampDensity((72 * longerSide) / Math.max(width, height));
  return sharp(svg, { density, limitInputPixels: uploadLimits.image.maxPixels })
    .resize({ width: longerSide, height: longerSide, fit: 'inside' })
    .png()
    .toBuffer();
}

/**
 * A logo (SVG, PNG or WebP of any size) `size` pixels square on a clear background, drawn at the
 * resolution that size needs when it is an SVG.
 */
export async function logoSquarePng(logo: Buffer, size: number): Promise<Buffer> {
  const { width = size, height = size } = await sharp(logo).metadata();
  const density = Math.min(2400, Math.ceil((72 * size) / Math.min(width, height)));
  return sharp(logo, { density, limitInputPixels: uploadLimits.image.maxPixels })
    .resize(size, size, { fit: 'contain', background: transparent })
    .png()
    .toBuffer();
}

/** The logo at `share` of a `size`-pixel square on the opaque `background` colour. */
export async function logoOnBackground(
  logo: Buffer,
  size: number,
  share: number,
  background: string,
): Promise<Buffer> {
  const drawn = await logoSquarePng(logo, Math.round(size * share));
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * A share card's SVG as a PNG with the logo (a PNG) laid over it at `left`, `top`. A card is a
 * few flat colours: a palette of them needs no dithering, and quantizing at effort 3 instead of
 * 7 makes the same 23 KB card in 31 ms instead of 72 ms, with less memory.
 */
export async function cardPng(
  svg: string,
  logoPng: Buffer,
  left: number,
  top: number,
): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .composite([{ input: logoPng, left, top }])
    .png({ compressionLevel: 9, palette: true, dither: 0, effort: 3 })
    .toBuffer();
}

/**
 * A picture cropped to `width`×`height` as a JPEG on white, which every link-preview client
 * reads. Decoding is capped at the upload limit's pixels, as the upload itself was.
 */
export async function coverJpeg(picture: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(picture, { limitInputPixels: uploadLimits.image.maxPixels })
    .resize({ width, height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

/** A drawing of our own (the demo's scenes) as a JPEG. */
export async function svgToJpeg(svg: string, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
}

/** A JPEG of one colour (the demo applicants' photos). */
export async function plainJpeg(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}
