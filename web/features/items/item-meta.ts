import type { MetaDescriptor } from 'react-router';
import type { Language } from '#contracts/languages.ts';
import { shareCardPath } from '#contracts/content/share-cards.ts';
import { schoolIdentity } from '#contracts/school-identity.ts';
import { absoluteUrl, pageMeta } from '#web/lib/seo.ts';
import { itemLists, type ItemView } from './item-view.ts';

/** The first sentence-sized part of the body: what a link preview shows under the title. */
export function summaryOf(item: ItemView): string {
  const text = item.body.replace(/\s+/g, ' ').trim();
  if (!text) return `${itemLists[item.kind].noun} from ${schoolIdentity.name}, ${item.date}.`;
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/**
 * The picture a link preview shows: the item's own, else its card, made when the item was
 * published or retitled (server/modules/share-cards); its address changes with the title.
 */
export function shareImageOf(item: ItemView): string {
  return item.image?.src ?? shareCardPath(item.kind, item.path.split('/')[2]!, item.title);
}

/** Its size, so a preview can lay it out before loading it; cards are 1200×630. */
function shareImageSize(item: ItemView): MetaDescriptor[] {
  const { width, height } = item.image ?? { width: 1200, height: 630 };
  return [
    { property: 'og:image:width', content: String(width) },
    { property: 'og:image:height', content: String(height) },
    { property: 'og:image:alt', content: item.title },
  ];
}

const school = () => ({
  '@type': 'School',
  name: schoolIdentity.name,
  url: absoluteUrl('/'),
});

/** schema.org data: NewsArticle for news, Event for events (at the school), else an Article. */
function structuredData(item: ItemView): MetaDescriptor {
  const url = absoluteUrl(item.path);
  const image = absoluteUrl(shareImageOf(item));
  if (item.kind === 'events') {
    const { address } = schoolIdentity;
    return {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: item.title,
        description: summaryOf(item),
        startDate: item.date,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        url,
        image,
        location: {
          '@type': 'Place',
          name: schoolIdentity.name,
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street,
            addressLocality: address.locality,
            addressRegion: address.region,
            postalCode: address.postalCode,
            addressCountry: address.country,
          },
        },
        organizer: school(),
      },
    };
  }
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': item.kind === 'news' ? 'NewsArticle' : 'Article',
      headline: item.title,
      description: summaryOf(item),
      datePublished: item.date,
      dateModified: item.modified,
      mainEntityOfPage: url,
      image: [image],
      author: school(),
      publisher: { ...school(), logo: { '@type': 'ImageObject', url: absoluteUrl('/logo.svg') } },
    },
  };
}

/** Title, description, canonical, Open Graph (an article) and Twitter tags, and structured data. */
export function itemMeta(item: ItemView, language: Language): MetaDescriptor[] {
  return [
    ...pageMeta({
      title: item.title,
      description: summaryOf(item),
      path: item.path,
      image: shareImageOf(item),
      type: 'article',
      language,
    }),
    ...shareImageSize(item),
    structuredData(item),
  ];
}
