/**
 * The public site's two languages (decision 0025). The address decides the language:
 * `/hi/…` is Hindi, everything else English, so a shared link and a crawler always get the
 * language of the link, and a cached page (keyed by path, server/plugins/web-pages.ts) is right
 * for every visitor.
 */
export const languages = ['en', 'hi'] as const;
export type Language = (typeof languages)[number];

/** The path segment of the Hindi twin of every public page (web/routes.ts). */
const hindiPrefix = '/hi';

/** `<html lang>`, `hreflang` and the locale that dates and numbers are formatted in. */
export const languageTags: Record<Language, { intl: string; openGraph: string }> = {
  en: { intl: 'en-IN', openGraph: 'en_IN' },
  hi: { intl: 'hi-IN', openGraph: 'hi_IN' },
};

export function languageOfPath(pathname: string): Language {
  return pathname === hindiPrefix || pathname.startsWith(`${hindiPrefix}/`) ? 'hi' : 'en';
}

/** `/hi/news` -> `/news`; an English path is returned as it is. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(hindiPrefix.length) || '/';
}

/**
 * A site path (`/news?page=2`, `/#calendar`) in `language`: Hindi pages link to Hindi pages.
 * Other sites, mail and phone links, files (`/feed.xml`), the API and the admin are left as they are.
 */
export function pathInLanguage(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const pathname = path.replace(/[?#].*$/, '');
  if (/^\/(admin|api|uploads)([/-]|$)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname))
    return path;
  const base = pathWithoutLanguage(pathname);
  const rest = path.slice(path.search(/[?#]|$/));
  if (language === 'en') return base + rest;
  return (base === '/' ? hindiPrefix : hindiPrefix + base) + rest;
}

/** The cookie that remembers the visitor's choice, read by the browser only (never the server). */
export const languageCookie = 'site-language';
