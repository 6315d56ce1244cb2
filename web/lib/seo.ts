import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '#web/i18n/translator.ts';
import { schoolWords, type SchoolProfile } from '#contracts/school-profile.ts';
import { languages, languageTags, pathInLanguage, type Language } from '#contracts/languages.ts';

/**
 * A link preview's picture as its page declares it: type and size let a preview client lay it
 * out before loading it, and the page's own address answers with exactly these (a test fetches
 * each: server/modules/share-cards/share-previews.test.ts).
 */
export type ShareImage = {
  src: string;
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  alt: string;
};

/**
 * The school's own link preview, for every page without a picture of its own: the server draws
 * it from the logo and the name in the settings, and draws it again when they change.
 */
export const siteShareImagePath = '/share-cards/site.png';

function siteShareImage(language: Language): ShareImage {
  return {
    src: siteShareImagePath,
    type: 'image/png',
    width: 1200,
    height: 630,
    alt: translatorFor(language)('common.shareImageAlt'),
  };
}

type PageMetaInput = {
  title: string;
  description: string;
  /** The English path; the Hindi page's own is under /hi/ (pathInLanguage). */
  path: string;
  /** The page's language, from its address (languageOfPath in the route's meta). */
  language: Language;
  /** The school, as its settings say (`schoolOf(matches)` in the route's meta). */
  school: SchoolProfile;
  /** The link preview's picture: the school's share image unless the page has its own. */
  image?: ShareImage;
  /** Open Graph type: an item's page is an article. */
  type?: 'website' | 'article';
};

let serverOrigin = 'http://localhost';

/** PUBLIC_URL, set once when the server starts rendering (entry.server.tsx). */
export function setServerOrigin(publicUrl: string): void {
  serverOrigin = publicUrl.replace(/\/+$/, '');
}

/**
 * Absolute URL on the public site: canonical, Open Graph and share links. The server knows its
 * PUBLIC_URL; in the browser the page's own origin is that public address.
 */
export function absoluteUrl(path: string): string {
  const origin = typeof window === 'undefined' ? serverOrigin : window.location.origin;
  return `${origin}${path}`;
}

/**
 * The page in each language and, for a visitor whose language is neither, the English one
 *: search engines show each reader the twin in their language.
 */
function languageAlternates(path: string): MetaDescriptor[] {
  return [
    ...languages.map((language) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: language,
      href: absoluteUrl(pathInLanguage(path, language)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteUrl(path) },
  ];
}

/**
 * Title, description, canonical URL (the page in its own language), its language twins, Open
 * Graph and Twitter tags for one page.
 */
export function pageMeta({
  title,
  description,
  path,
  language,
  school: settings,
  image = siteShareImage(language),
  type = 'website',
}: PageMetaInput): MetaDescriptor[] {
  const imageUrl = absoluteUrl(image.src);
  const school = schoolWords(settings, language);
  const fullTitle = path === '/' ? `${school.name} | ${school.city}` : `${title} | ${school.name}`;
  const url = absoluteUrl(pathInLanguage(path, language));
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...languageAlternates(path),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: school.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:type', content: image.type },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { property: 'og:locale', content: languageTags[language].openGraph },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

/**
 * A fixed page's title and description from the catalogues (`<page>.title`,
 * `<page>.metaDescription`), in the page's language, with the school for `pageMeta`.
 */
export function translatedMeta(
  page: 'contact' | 'calendar' | 'careers' | 'subscriptions' | 'tcVerification' | 'disclosure',
  language: Language,
  school: SchoolProfile,
) {
  const t = translatorFor(language);
  const { name, city, board } = schoolWords(school, language);
  const names = { school: name, city, board, number: school.affiliationNumber };
  return {
    title: t(`${page}.title`, names),
    description: t(`${page}.metaDescription`, names),
    language,
    school,
  };
}

/**
 * Pages that must not appear in search results (admin screens, the 404 page). Before the setup
 * screen is finished there is no school to name (`schoolIfSetUpOf(matches)` is null).
 */
export function privatePageMeta(title: string, school: SchoolProfile | null): MetaDescriptor[] {
  return [
    { title: school ? `${title} | ${school.name}` : title },
    { name: 'robots', content: 'noindex' },
  ];
}
