import type { MetaDescriptor } from 'react-router';
import type { Language } from '#contracts/languages.ts';
import { pathInLanguage } from '#contracts/languages.ts';
import {
  shareCardPath,
  sharePreviewFormat,
  sharePreviewSize,
} from '#contracts/content/share-cards.ts';
import type { SchoolProfile } from '#contracts/school-profile.ts';
import { postalAddressOf } from '#web/lib/school-json-ld.ts';
import { absoluteUrl, pageMeta, type ShareImage } from '#web/lib/seo.ts';
import { itemLists, type ItemView } from './item-view.ts';

/** The first sentence-sized part of the body: what a link preview shows under the title. */
export function summaryOf(item: ItemView, school: SchoolProfile): string {
  const text = item.body.replace(/\s+/g, ' ').trim();
  if (!text) return `${itemLists[item.kind].noun} from ${school.name}, ${item.date}.`;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/**
 * The picture a link preview shows: the item's own as a JPEG, else its card, both 1200×630 and
 * made by server/modules/share-cards; its address changes with the title or the picture, and a
 * card's with the school's name, colours and logo.
 */
export function shareImageOf(item: ItemView, school: SchoolProfile): ShareImage {
  return {
    src: shareCardPath(item.kind, item.path.split('/')[2]!, item.sharePreview, school),
    type: sharePreviewFormat(item.sharePreview).type,
    ...sharePreviewSize,
    alt: item.title,
  };
}

const schoolOrganisation = (school: SchoolProfile, language: Language) => ({
  '@type': 'School',
  name: school.name,
  url: absoluteUrl(pathInLanguage('/', language)),
});

/** schema.org data: NewsArticle for news, Event for events (at the school), else an Article. */
function structuredData(item: ItemView, language: Language, school: SchoolProfile): MetaDescriptor {
  const url = absoluteUrl(pathInLanguage(item.path, language));
  const image = absoluteUrl(shareImageOf(item, school).src);
  const organisation = schoolOrganisation(school, language);
  if (item.kind === 'events') {
    return {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: item.title,
        description: summaryOf(item, school),
        startDate: item.date,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        url,
        image,
        location: { '@type': 'Place', name: school.name, address: postalAddressOf(school) },
        organizer: organisation,
      },
    };
  }
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': item.kind === 'news' ? 'NewsArticle' : 'Article',
      headline: item.title,
      description: summaryOf(item, school),
      datePublished: item.date,
      dateModified: item.modified,
      mainEntityOfPage: url,
      image: [image],
      author: organisation,
      publisher: {
        ...organisation,
        logo: { '@type': 'ImageObject', url: absoluteUrl(school.logo.src) },
      },
    },
  };
}

/** Title, description, canonical, Open Graph (an article) and Twitter tags, and structured data. */
export function itemMeta(
  item: ItemView,
  language: Language,
  school: SchoolProfile,
): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: item.title,
      description: summaryOf(item, school),
      path: item.path,
      image: shareImageOf(item, school),
      type: 'article',
      language,
      school,
    }),
    structuredData(item, language, school),
  ];
}
