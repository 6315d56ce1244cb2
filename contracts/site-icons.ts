import type { Language } from './languages.ts';

/**
 * The addresses of the site's icons and web app manifests: the server makes them from the
 * school's logo (server/plugins/site-icons.ts) and every page's head links to them (web/root.tsx).
 */
export const siteIcons = {
  favicon: '/favicon.ico',
  appleTouchIcon: '/apple-touch-icon.png',
  /** Icons the manifests list: `any` on a clear background, `maskable` with room to be cut. */
  manifestIcons: [
    { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
    { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
  ],
} as const;

/** The web app manifest of a page's language: installed from a Hindi page, the app opens /hi. */
export const manifestPath = (language: Language) =>
  language === 'hi' ? '/hi/manifest.webmanifest' : '/manifest.webmanifest';
