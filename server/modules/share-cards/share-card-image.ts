import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { cardSchoolParts, sharePreviewSize } from '#contracts/content/share-cards.ts';
import { cityOf } from '#contracts/school-profile.ts';
import { escapeXml } from '#server/lib/escape-xml.ts';
import { images } from '#server/lib/images/image-worker.ts';
import type { SchoolLook } from '#server/modules/school-look/index.ts';

const require = createRequire(import.meta.url);
function loadFont(weight: 400 | 700): opentype.Font {
  const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`);
  const bytes = readFileSync(file);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

// The text is drawn as outlines from a font shipped in node_modules: the card looks the same on
// any machine, whatever fonts it has installed.
const fonts = { regular: loadFont(400), bold: loadFont(700) };

/**
 * A hash of what a card shows of the school: the settings it draws (cardSchoolParts) and the
 * logo's bytes, which a file replaced in the media library changes at the same address.
 */
export function cardLookVersion(look: SchoolLook): string {
  return createHash('sha256')
    .update(`${cardSchoolParts(look.school).join('\n')}\n${look.logoHash}`)
    .digest('hex')
    .slice(0, 16);
}

/** The last logo drawn at a size: every card of one look needs the same one. */
let logoMemo: { key: string; png: Promise<Buffer> } | undefined;

/** The logo `size` pixels square on a clear background (an SVG, PNG or WebP of any size). */
function logoAt(look: SchoolLook, size: number): Promise<Buffer> {
  const key = `${look.logoHash} ${size}`;
  if (logoMemo?.key !== key) {
    const png = images.logoSquarePng(look.logo, size);
    logoMemo = { key, png };
    png.catch(() => {
      if (logoMemo?.png === png) logoMemo = undefined;
    });
  }
  return logoMemo.png;
}

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

/** A card's SVG as a PNG, with the logo laid over it at `logo`. */
async function cardPng(
  svg: string,
  look: SchoolLook,
  logo: { left: number; top: number; size: number },
): Promise<Buffer> {
  return images.cardPng(svg, await logoAt(look, logo.size), logo.left, logo.top);
}

/**
 * A link-preview picture for an item without one: the school's logo and name on its colour,
 * the kind of item, and the item's title, 1200×630 as WhatsApp and others show it.
 */
export async function renderShareCard(
  item: { title: string; label: string },
  look: SchoolLook,
): Promise<Buffer> {
  const { width, height } = sharePreviewSize;
  const { school } = look;
  const { colours } = school;
  const titleSize = 64;
  const titleLines = wrap(fonts.bold, item.title, titleSize, width - 160, 3);
  const titlePaths = titleLines
    .map((line, index) => textPath(fonts.bold, line, 80, 300 + index * titleSize * 1.25, titleSize))
    .join(' ');
  // The soft accent is readable on the dark main colour (contracts/school-settings.ts).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colours.primaryDark}"/>
  <rect y="${height - 16}" width="${width}" height="16" fill="${colours.accent}"/>
  <path d="${textPath(fonts.bold, wrap(fonts.bold, school.name, 40, width - 290, 1)[0] ?? '', 210, 110, 40)}" fill="#ffffff"/>
  <path d="${textPath(fonts.regular, cityOf(school), 210, 156, 28)}" fill="${colours.accentSoft}"/>
  <path d="${textPath(fonts.bold, item.label.toUpperCase(), 80, 230, 28)}" fill="${colours.accentSoft}"/>
  <path d="${titlePaths}" fill="#ffffff"/>
  <title>${escapeXml(item.title)}</title>
</svg>`;
  return cardPng(svg, look, { left: 80, top: 56, size: 112 });
}

/**
 * The site's own link preview (the home page in both languages): the school's logo on a soft
 * disc, its name, town and board, on its colours, 1200×630.
 */
export async function renderSiteCard(look: SchoolLook): Promise<Buffer> {
  const { width, height } = sharePreviewSize;
  const { school } = look;
  const { colours } = school;
  const left = 480;
  const textWidth = width - left - 70;
  // The largest size at which the whole name fits in three lines.
  const nameSize =
    [72, 64, 56, 48].find(
      (size) => !wrap(fonts.bold, school.name, size, textWidth, 3).at(-1)!.endsWith('…'),
    ) ?? 40;
  const lines = wrap(fonts.bold, school.name, nameSize, textWidth, 3);
  const lineHeight = nameSize * 1.2;
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2 - 20;
  const namePaths = lines
    .map((line, index) => textPath(fonts.bold, line, left, top + index * lineHeight, nameSize))
    .join(' ');
  const below = top + (lines.length - 1) * lineHeight + 76;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colours.primaryDark}"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="${colours.accent}"/>
  <circle cx="245" cy="315" r="190" fill="${colours.accentSoft}"/>
  <path d="${namePaths}" fill="#ffffff"/>
  <rect x="${left + 2}" y="${below - 50}" width="120" height="6" rx="3" fill="${colours.accentSoft}"/>
  <path d="${textPath(fonts.regular, wrap(fonts.regular, `${cityOf(school)} · ${school.board}`, 34, textWidth, 1)[0] ?? '', left, below, 34)}" fill="${colours.accentSoft}"/>
  <title>${escapeXml(school.name)}</title>
</svg>`;
  return cardPng(svg, look, { left: 245 - 130, top: 315 - 130, size: 260 });
}

/**
 * The link preview of an item with a picture of its own: the picture (a WebP upload) cropped to
 * 1200×630 as a JPEG, which every preview client reads. Decoding is capped at the upload limit's
 * pixels, as the upload itself was.
 */
export async function renderPicturePreview(picture: Buffer): Promise<Buffer> {
  return images.coverJpeg(picture, sharePreviewSize.width, sharePreviewSize.height);
}
