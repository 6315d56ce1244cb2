import type { MetaDescriptor } from 'react-router';
import { pathInLanguage, type Language } from '#contracts/languages.ts';
import type { SchoolProfile } from '#contracts/school-profile.ts';
import { absoluteUrl } from './seo.ts';

/**
 * The site as schema.org's WebSite, with its search (docs/decisions/0028) as a SearchAction, so
 * a search engine may offer a search box for the school's site; each language its own search.
 */
export function websiteJsonLd(school: SchoolProfile, language: Language): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: school.name,
      url: absoluteUrl(pathInLanguage('/', language)),
      inLanguage: language,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl(pathInLanguage('/search', language))}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  };
}
