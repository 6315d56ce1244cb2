import { languages, type Language } from '#contracts/languages.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { schoolWords } from '#contracts/school-profile.ts';
import { manifestPath, siteIcons } from '#contracts/site-icons.ts';
import { images } from '#server/lib/images/image-worker.ts';
import type { SchoolLook } from '#server/modules/school-look/index.ts';
import { icoFromPngs } from './ico-file.ts';
import { madeFile, type StaticFile } from './static-files.ts';

/** Icons change only with the logo: browsers keep them a month, then ask again with the ETag. */
const iconCache = 'public, max-age=2592000';
/** A manifest carries the school's name and colours: a day, then asked again with the ETag. */
const manifestCache = 'public, max-age=86400';

/** Behind the logo where a background must be opaque (apple-touch-icon, maskable icon). */
const iconBackground = (school: Pick<SchoolSettings, 'colours'>) => school.colours.accentSoft;

function manifest(school: SchoolSettings, language: Language): string {
  const words = schoolWords(school, language);
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
    theme_color: school.colours.primary,
    background_color: iconBackground(school),
    icons: siteIcons.manifestIcons.map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  });
}

/**
 * The site's icons and manifests, made from the school's logo (the one the header shows) and
 * its settings: names, tagline and colours.
 */
export async function makeSiteIcons(
  logo: Buffer,
  school: SchoolSettings,
): Promise<Map<string, StaticFile>> {
  const background = iconBackground(school);
  const png = (body: Buffer) =>
    madeFile(body, 'image/png', { compress: false, cacheControl: iconCache });
  const [icons, appleTouchIcon, faviconPngs] = await Promise.all([
    Promise.all(
      siteIcons.manifestIcons.map(({ size, purpose }) =>
        // A maskable icon may be cut to a circle of 80% of its width: the logo stays inside it.
        purpose === 'maskable'
          ? images.logoOnBackground(logo, size, 0.55, background)
          : images.logoSquarePng(logo, size),
      ),
    ),
    // iOS fills a clear background with black: this one is opaque.
    images.logoOnBackground(logo, 180, 0.8, background),
    Promise.all(
      [16, 32, 48].map(async (size) => ({ size, png: await images.logoSquarePng(logo, size) })),
    ),
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
          madeFile(Buffer.from(manifest(school, language)), 'application/manifest+json', {
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

/**
 * The icon or manifest at `pathname`, made from the school's look the first time one is asked
 * for, and made again once the look has changed (a new logo, name or colour in the settings).
 * Undefined for other addresses, and while the school is not set up.
 */
export function createSiteIcons(
  look: () => Promise<SchoolLook | undefined>,
): (pathname: string) => Promise<StaticFile | undefined> {
  let made: { version: string; icons: Promise<Map<string, StaticFile>> } | undefined;
  return async (pathname) => {
    if (!isSiteIconPath(pathname)) return undefined;
    const current = await look();
    if (!current) return undefined;
    if (made?.version !== current.version) {
      const icons = makeSiteIcons(current.logo, current.school);
      made = { version: current.version, icons };
      icons.catch(() => {
        if (made?.icons === icons) made = undefined;
      });
    }
    return (await made.icons).get(pathname);
  };
}
