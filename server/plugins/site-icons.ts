import sharp from 'sharp';
import { languages, type Language } from '#contracts/languages.ts';
import { schoolIdentity, schoolWords } from '#contracts/school-identity.ts';
import { manifestPath, siteIcons } from '#contracts/site-icons.ts';
import { icoFromPngs } from './ico-file.ts';
import { madeFile, type StaticFile } from './static-files.ts';

/** Icons change only with the logo: browsers keep them a month, then ask again with the ETag. */
const iconCache = 'public, max-age=2592000';
/** A manifest carries the school's name and colours: a day, then asked again with the ETag. */
const manifestCache = 'public, max-age=86400';

const { colors } = schoolIdentity;
/** Behind the logo where a background must be opaque (apple-touch-icon, maskable icon). */
const iconBackground = colors.accentSoft;

/** The logo drawn `size` pixels square on a clear background, sharp from any logo's size. */
async function logoPng(logo: Buffer, size: number): Promise<Buffer> {
  const { width = size, height = size } = await sharp(logo).metadata();
  const density = Math.min(2400, Math.ceil((72 * size) / Math.min(width, height)));
  return sharp(logo, { density })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** The logo at `share` of a `size`-pixel square on the opaque icon background. */
async function logoOnBackground(logo: Buffer, size: number, share: number): Promise<Buffer> {
  const drawn = await logoPng(logo, Math.round(size * share));
  return sharp({ create: { width: size, height: size, channels: 3, background: iconBackground } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png()
    .toBuffer();
}

function manifest(language: Language): string {
  const words = schoolWords(language);
  const start = language === 'hi' ? '/hi' : '/';
  return JSON.stringify({
    id: start,
    name: words.name,
    short_name: words.shortName,
    description: words.tagline,
    lang: language,
    dir: 'ltr',
    start_url: start,
    // Both languages in one app: a Hindi reader may follow a link to an English page.
    scope: '/',
    display: 'standalone',
    theme_color: colors.primary,
    background_color: iconBackground,
    icons: siteIcons.manifestIcons.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  });
}

/**
 * The site's icons and manifests, made once from the school's logo (the one the header shows):
 * a school that replaces web/public/logo.svg gets them all from its own.
 */
export async function makeSiteIcons(logo: Buffer): Promise<Map<string, StaticFile>> {
  const png = (body: Buffer) =>
    madeFile(body, 'image/png', { compress: false, cacheControl: iconCache });
  const [icons, appleTouchIcon, faviconPngs] = await Promise.all([
    Promise.all(
      siteIcons.manifestIcons.map(({ size, purpose }) =>
        // A maskable icon may be cut to a circle of 80% of its width: the logo stays inside it.
        purpose === 'maskable' ? logoOnBackground(logo, size, 0.55) : logoPng(logo, size),
      ),
    ),
    // iOS fills a clear background with black: this one is opaque.
    logoOnBackground(logo, 180, 0.8),
    Promise.all([16, 32, 48].map(async (size) => ({ size, png: await logoPng(logo, size) }))),
  ]);
  return new Map<string, StaticFile>([
    ...siteIcons.manifestIcons.map(({ src }, index) => [src, png(icons[index]!)] as const),
    [siteIcons.appleTouchIcon, png(appleTouchIcon)],
    [
      siteIcons.favicon,
      madeFile(icoFromPngs(faviconPngs), 'image/x-icon', {
        compress: false,
        cacheControl: iconCache,
      }),
    ],
    ...languages.map(
      (language) =>
        [
          manifestPath(language),
          madeFile(Buffer.from(manifest(language)), 'application/manifest+json', {
            compress: true,
            cacheControl: manifestCache,
          }),
        ] as const,
    ),
  ]);
}

/** Whether an address is one of the files makeSiteIcons makes. */
export const isSiteIconPath = (pathname: string) =>
  pathname === siteIcons.favicon ||
  pathname === siteIcons.appleTouchIcon ||
  languages.some((language) => manifestPath(language) === pathname) ||
  siteIcons.manifestIcons.some(({ src }) => src === pathname);
