import type { Alert } from './alerts.ts';
import type { OpenPosition } from './career-positions.ts';
import type { DayDetails, MonthSummary } from './content/calendar.ts';
import type { Disclosure } from './content/disclosures.ts';
import type { ItemNeighbours } from './content/item-neighbours.ts';
import type { KindItemOf } from './content/content-kinds.ts';
import type { ItemKind } from './content/item-paths.ts';
import type { Menus } from './menus.ts';
import type { PageLookup } from './content/pages.ts';
import type { PublicSchoolSettings } from './school-settings.ts';
import type { SchoolInformation } from './content/school-information.ts';
import type { SearchOutcome, SearchRequest } from './search.ts';
import type { PublishedTcs, TcLookup, TcLookupRequest } from './transfer-certificates.ts';

/**
 * What public pages read while they are rendered on the server. The server implements it
 * in-process over its content services (no HTTP hop); the web app's loaders receive it through
 * the router's load context (web/lib/public-content.ts, decision 0008). Lists are newest first,
 * as the API answers them.
 */
export interface PublicContentReader {
  /**
   * What pages show of the school: its name, contacts, colours, logo and pictures (decision
   * 0027). Pages are rendered only once the school is set up, so there always are some.
   */
  school(): Promise<PublicSchoolSettings>;
  /** False only on a new site before its setup screen is finished. */
  isSetUp(): Promise<boolean>;
  /** Today's date at the school (Asia/Kolkata), YYYY-MM-DD: it decides what is upcoming. */
  today(): string;
  /**
   * Every published item of one kind (contracts/content/content-kinds.ts), newest first, or the
   * newest `limit`: one read for every kind, so a new kind needs no read of its own here, in the
   * server's reader, its cache dependencies or its remembered reads.
   */
  items<K extends ItemKind>(kind: K, limit?: number): Promise<ItemOf[K][]>;
  monthSummary(month: string): Promise<MonthSummary>;
  dayDetails(date: string): Promise<DayDetails>;
  disclosures(): Promise<Disclosure[]>;
  schoolInformation(): Promise<SchoolInformation>;
  /**
   * The TC with this number and date of birth, none, or a refusal over the lookup limits: the
   * same lookup, under the same limits, as GET /api/tcs/verify (server/modules/
   * transfer-certificates/tc-lookup.ts). `clientKey` is the visitor's address key, which the
   * page's loader receives in its load context (web/lib/public-content.ts). The page that asks
   * is never cached.
   */
  verifyTransferCertificate(lookup: TcLookupRequest): Promise<TcLookup>;
  /**
   * Site search: the same search, under the same per-address limit, as GET /api/search
   * (server/modules/search/search-service.ts). The page that asks is never cached.
   */
  search(request: SearchRequest): Promise<SearchOutcome>;
  /** The TC list with the columns the school chose, or null while it publishes none (default). */
  publishedTransferCertificates(): Promise<PublishedTcs>;
  /** The addresses of every published information page, for the sitemap. */
  publishedPageSlugs(): Promise<string[]>;
  /** The published information page at `slug`, or the address it moved to (answer 301). */
  page(slug: string): Promise<PageLookup>;
  /** The header and footer menus as visitors see them: hidden links and empty groups left out. */
  menus(): Promise<Menus>;
  /** The emergency alert in force now, shown on top of every public page. */
  currentAlert(): Promise<Alert | undefined>;
  /** The posts taking applications today, in the order staff chose (the Careers page and its form). */
  openPositions(): Promise<OpenPosition[]>;
  /**
   * Whether the site takes applications itself: a year's admissions not over whose settings send
   * parents nowhere else (decision 0029). Apply Now and the admission links then lead to
   * /admissions/apply.
   */
  admissionsOnSite(): Promise<boolean>;
  /**
   * The published item at /<kind>/<slug> with its neighbours in its list, or undefined. Its
   * page depends on this item's page alone, not on the whole list: a write elsewhere in the
   * list leaves it cached (server/modules/public-content/read-dependencies.ts).
   */
  itemPage<K extends ItemKind>(
    kind: K,
    slug: string,
  ): Promise<ItemNeighbours<ItemOf[K]> | undefined>;
  /** The current slug of an item whose address was `slug` before staff changed it. */
  movedSlug(kind: ItemKind, slug: string): Promise<string | undefined>;
}

/** The item types by the kind named in their address, as the registry's `item` says. */
export type ItemOf = { [K in ItemKind]: KindItemOf<K> };
