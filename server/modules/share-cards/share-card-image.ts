import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import opentype from 'opentype.js';
import sharp from 'sharp';
import { uploadLimits } from '#contracts/content/uploads.ts';
import { sharePreviewSize } from '#contracts/content/share-cards.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { escapeXml } from '../../lib/escape-xml.ts';
import { projectRoot } from '../../lib/project-root.ts';

const require = createRequire(import.meta.url);
function loadFont(weight: 400 | 700): opentype.Font {
  const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`);
  const bytes = readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

// The text is drawn as outlines from a font shipped in node_modules: the card looks the same on
// any machine, whatever fonts it has installed.
const fonts = { regular: loadFont(400), bold: loadFont(700) };
const crest = readFileSync(path.join(projectRoot(), 'web/public/logo.svg'), 'utf8')
  .replace(/<svg[^>]*>/, '')
  .replace('</svg>', '');

/** Words into lines no wider than `width` at `size`, at most `maxLines` (the last ends in …). */
function wrap(font: opentype.Font, text: string, size: number, width: number, maxLines: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.getAdvanceWidth(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

const n = (value: number) => Math.round(value * 10) / 10;

/** The text's outline as SVG path data (opentype.js's own toPathData writes NaN for some text). */
function textPath(font: opentype.Font, text: string, x: number, y: number, size: number): string {
  return font
    .getPath(text, x, y, size)
    .commands.map((command) => {
      switch (command.type) {
        case 'M':
        case 'L':
          return `${command.type}${n(command.x)} ${n(command.y)}`;
        case 'Q':
          return `Q${n(command.x1)} ${n(command.y1)} ${n(command.x)} ${n(command.y)}`;
        case 'C':
          return `C${n(command.x1)} ${n(command.y1)} ${n(command.x2)} ${n(command.y2)} ${n(command.x)} ${n(command.y)}`;
        default:
          return 'Z';
      }
    })
    .join('');
}

/**
 * A link-preview picture for an item without one: the school's crest and name on its colour,
 * the kind of item, and the item's title, 1200×630 as WhatsApp and others show it.
 */
export async function renderShareCard(item: { title: string; label: string }): Promise<Buffer> {
  const { width, height } = sharePreviewSize;
  const { colors } = schoolIdentity;
  const titleSize = 64;
  const titleLines = wrap(fonts.bold, item.title, titleSize, width - 160, 3);
  const titlePaths = titleLines
    .map((line, index) => textPath(fonts.bold, line, 80, 300 + index * titleSize * 1.25, titleSize))
    .join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colors.primaryDark}"/>
  <rect y="${height - 16}" width="${width}" height="16" fill="#f5c26b"/>
  <g transform="translate(80 56) scale(1.75)">${crest}</g>
  <path d="${textPath(fonts.bold, schoolIdentity.name, 210, 110, 40)}" fill="#ffffff"/>
  <path d="${textPath(fonts.regular, `${schoolIdentity.address.locality}, ${schoolIdentity.address.region}`, 210, 156, 28)}" fill="#cfe3ec"/>
  <path d="${textPath(fonts.bold, item.label.toUpperCase(), 80, 230, 28)}" fill="#f5c26b"/>
  <path d="${titlePaths}" fill="#ffffff"/>
  <title>${escapeXml(item.title)}</title>
</svg>`;
  // A card is a few flat colours: a palette of them needs no dithering, and quantizing at effort 3
  // instead of 7 makes the same 23 KB card in 31 ms instead of 72 ms, with less memory (peak RSS
  // under the load test, where every new event and notice gets a card: 215-225 -> 207 MB).
  return sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, dither: 0, effort: 3 })
    .toBuffer();
}

/**
 * The link preview of an item with a picture of its own: the picture (a WebP upload) cropped to
 * 1200×630 as a JPEG, which every preview client reads. Decoding is capped at the upload limit's
 * pixels, as the upload itself was.
 */
export async function renderPicturePreview(picture: Buffer): Promise<Buffer> {
  return sharp(picture, { limitInputPixels: uploadLimits.image.maxPixels })
    .resize({ ...sharePreviewSize, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
