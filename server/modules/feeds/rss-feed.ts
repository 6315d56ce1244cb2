import { schoolIdentity } from '#contracts/school-identity.ts';
import { escapeXml } from '../../lib/escape-xml.ts';

export type FeedItem = {
  category: 'News' | 'Notice' | 'Event';
  id: string;
  title: string;
  description: string;
  /** The day it concerns (YYYY-MM-DD); items sort on it, newest first. */
  date: string;
  createdAt: string;
  /** Site-relative path the item links to. */
  path: string;
  enclosure?: { path: string; byteSize: number; contentType: string };
};

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const schoolUtcOffset = '+0530';
/** Readers show the latest few; older items stay on the site. */
const maxItems = 50;

/** RFC 822 date of the start of a school day, in the school's own zone (India has no DST). */
function rfc822Day(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const dd = String(day.getUTCDate()).padStart(2, '0');
  return `${weekdays[day.getUTCDay()]}, ${dd} ${months[day.getUTCMonth()]} ${day.getUTCFullYear()} 00:00:00 ${schoolUtcOffset}`;
}

function newestFirst(a: FeedItem, b: FeedItem): number {
  return b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt);
}

function itemXml(item: FeedItem, publicUrl: string): string {
  const enclosure = item.enclosure
    ? `\n      <enclosure url="${escapeXml(publicUrl + item.enclosure.path)}" length="${item.enclosure.byteSize}" type="${escapeXml(item.enclosure.contentType)}"/>`
    : '';
  return `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(publicUrl + item.path)}</link>
      <guid isPermaLink="false">${escapeXml(`${item.category.toLowerCase()}-${item.id}`)}</guid>
      <pubDate>${rfc822Day(item.date)}</pubDate>
      <category>${item.category}</category>
      <description>${escapeXml(item.description)}</description>${enclosure}
    </item>`;
}

/** News, notices and events as RSS 2.0; every link absolute on the configured public URL. */
export function rssFeed(items: FeedItem[], publicUrl: string): string {
  const latest = [...items].sort(newestFirst).slice(0, maxItems);
  const channel = [
    `    <title>${escapeXml(`${schoolIdentity.name}: news, notices and events`)}</title>`,
    `    <link>${escapeXml(`${publicUrl}/news-events`)}</link>`,
    `    <atom:link href="${escapeXml(`${publicUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`News, notices and events of ${schoolIdentity.name}, ${schoolIdentity.city}.`)}</description>`,
    '    <language>en-in</language>',
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
