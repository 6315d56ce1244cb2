import type { DayDetails, MonthSummary } from './content/calendar.ts';
import type { Disclosure } from './content/disclosures.ts';
import type { Event } from './content/events.ts';
import type { ItemKind } from './content/item-paths.ts';
import type { NewsItem } from './content/news.ts';
import type { Notice } from './content/notices.ts';
import type { Post } from './content/posts.ts';
import type { SchoolInformation } from './content/school-information.ts';

/**
 * What public pages read while they are rendered on the server. The server implements it
 * in-process over its content services (no HTTP hop); the web app's loaders receive it through
 * the router's load context (web/lib/public-content.ts, decision 0008). Lists are newest first,
 * as the API answers them.
 */
export interface PublicContentReader {
  /** Today's date at the school (Asia/Kolkata), YYYY-MM-DD: it decides what is upcoming. */
  today(): string;
  news(): Promise<NewsItem[]>;
  notices(): Promise<Notice[]>;
  events(): Promise<Event[]>;
  posts(limit?: number): Promise<Post[]>;
  monthSummary(month: string): Promise<MonthSummary>;
  dayDetails(date: string): Promise<DayDetails>;
  disclosures(): Promise<Disclosure[]>;
  schoolInformation(): Promise<SchoolInformation>;
  /** How long the Inbox keeps job applications and contact messages: the privacy policy says so. */
  retention(): { applicationMonths: number; messageMonths: number };
  /** The current slug of an item whose address was `slug` before staff changed it. */
  movedSlug(kind: ItemKind, slug: string): Promise<string | undefined>;
}
