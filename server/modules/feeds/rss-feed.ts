import type { KindInFeed, SingularLabel } from '#contracts/content/content-kinds.ts';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import { cityOf } from '#contracts/school-profile.ts';
import { escapeXml } from '#server/lib/escape-xml.ts';

export type FeedItem = {
  /** Its kind's name (contracts/content/content-kinds.ts), also in its guid. */
  category: SingularLabel<KindInFeed<'rss'>>;
  id: string;
  title: string;
  description: string;
  /** When it was published: its pubDate; items sort on it, newest first. */
  published: Date;
  /** Site-relative path the item links to. */
  path: string;
  enclosure?: { path: string; byteSize: number; contentType: string };
};

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const schoolUtcOffset = '+0530';
/** Readers show the latest few; older items stay on the site. */
const maxItems = 50;

const schoolUtcOffsetMs = (5 * 60 + 30) * 60_000;
const two = (value: number) => String(value).padStart(2, '0');

/** RFC 822 date of an instant, in the school's own zone (India has no DST). */
function rfc822(instant: Date): string {
  const local = new Date(instant.getTime() + schoolUtcOffsetMs);
  const time = [local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()].map(two);
  return `${weekdays[local.getUTCDay()]}, ${two(local.getUTCDate())} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()} ${time.join(':')} ${schoolUtcOffset}`;
}

function newestFirst(a: FeedItem, b: FeedItem): number {
  return b.published.getTime() - a.published.getTime() || b.id.localeCompare(a.id);
}

function itemXml(item: FeedItem, publicUrl: string): string {
  const enclosure = item.enclosure
    ? `\n      <enclosure url="${escapeXml(publicUrl + item.enclosure.path)}" length="${item.enclosure.byteSize}" type="${escapeXml(item.enclosure.contentType)}"/>`
    : '';
  return `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(publicUrl + item.path)}</link>
      <guid isPermaLink="false">${escapeXml(`${item.category.toLowerCase()}-${item.id}`)}</guid>
      <pubDate>${rfc822(item.published)}</pubDate>
      <category>${item.category}</category>
      <description>${escapeXml(item.description)}</description>${enclosure}
    </item>`;
}

/**
 * News, notices and events as RSS 2.0, newest publication first (an event is news when it is
 * published, not on the day it happens); every link absolute on the configured public URL. The
 * channel's lastBuildDate is its newest item's publication, so the same content is the same
 * document (and ETag).
 */
export function rssFeed(
  items: FeedItem[],
  publicUrl: string,
  school: Pick<SchoolSettings, 'name' | 'address'>,
): string {
  const latest = [...items].sort(newestFirst).slice(0, maxItems);
  const newest = latest[0];
  const channel = [
    `    <title>${escapeXml(`${school.name}: news, notices and events`)}</title>`,
    `    <link>${escapeXml(`${publicUrl}/news-events`)}</link>`,
    `    <atom:link href="${escapeXml(`${publicUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`News, notices and events of ${school.name}, ${cityOf(school)}.`)}</description>`,
    '    <language>en-in</language>',
    ...(newest ? [`    <lastBuildDate>${rfc822(newest.published)}</lastBuildDate>`] : []),
    ...latest.map((item) => itemXml(item, publicUrl)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
${channel.join('\n')}
  </channel>
</rss>
`;
}
