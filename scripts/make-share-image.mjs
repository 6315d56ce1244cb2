#!/usr/bin/env node
/**
 * Builds web/public/images/share.png (1200x630), the Open Graph / link-preview image:
 * the school emblem (web/public/logo.svg) on the left, the school name and place on a dark-teal field.
 *
 * Re-run after changing the emblem or the school's name: `node scripts/make-share-image.mjs`
 * The name, city and board are read from contracts/school-identity.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(join(root, 'package.json'))('sharp');

const identity = readFileSync(join(root, 'contracts/school-identity.ts'), 'utf8');
const field = (key, fallback) =>
  identity.match(new RegExp(`^\\s*${key}:\\s*'([^']+)'`, 'm'))?.[1] ?? fallback;
const name = field('name', 'Veda Vidya International School');
const city = field('city', 'Bilaspur, Chhattisgarh');
const board = field('board', 'CBSE');

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Split the name into at most two balanced lines.
function twoLines(text) {
  const words = text.split(/\s+/);
  if (words.length < 2 || text.length <= 18) return [text];
  let best = [text],
    bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' '),
      b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = [a, b];
    }
  }
  return best;
}
const lines = twoLines(name);
const longest = Math.max(...lines.map((l) => l.length));
const fontSize = Math.min(76, Math.floor(1150 / longest)); // keep the text inside ~680px (wide fonts such as DejaVu Sans Bold)

// The emblem, nested as its own <svg> so its viewBox scales it.
const logo = readFileSync(join(root, 'web/public/logo.svg'), 'utf8');
const logoViewBox = logo.match(/viewBox="([^"]+)"/)?.[1] ?? '0 0 64 64';
const logoInner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

const textTop = 315 - ((lines.length - 1) * fontSize * 1.15) / 2 - 24;
const nameText = lines
  .map(
    (l, i) =>
      `<text x="450" y="${Math.round(textTop + i * fontSize * 1.15)}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${esc(l)}</text>`,
  )
  .join('');
const subY = Math.round(textTop + (lines.length - 1) * fontSize * 1.15 + 76);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0a4a52"/>
  <circle cx="1190" cy="-10" r="190" fill="#0f766e" opacity=".55"/>
  <circle cx="1060" cy="640" r="170" fill="#083a50" opacity=".6"/>
  <rect x="0" y="606" width="1200" height="24" fill="#b45309"/>
  <circle cx="245" cy="315" r="190" fill="#fef3c7"/>
  <svg x="95" y="165" width="300" height="300" viewBox="${logoViewBox}">${logoInner}</svg>
  <g font-family="sans-serif">
    ${nameText}
    <rect x="452" y="${subY - 50}" width="120" height="6" rx="3" fill="#f5c26b"/>
    <text x="450" y="${subY}" font-size="36" fill="#fef3c7">${esc(`${city} · ${board}`)}</text>
  </g>
</svg>`;

const out = join(root, 'web/public/images/share.png');
const png = await sharp(Buffer.from(svg))
  .png({ palette: true, colors: 48, quality: 90, compressionLevel: 9, effort: 10 })
  .toBuffer();
writeFileSync(out, png);
console.log(`wrote ${out} (${png.length} bytes)`);
