// No zod here: public pages that list items import this. The item types are imported as
// types only, so the schemas that define them stay out of those pages' JS.
import type { Achievement } from './achievements.ts';
import type { Event } from './events.ts';
import type { Image } from './fields.ts';
import type { Leave } from './leaves.ts';
import type { NewsItem } from './news.ts';
import type { Notice } from './notices.ts';
import type { Post } from './posts.ts';

type Feeds = 'rss' | 'calendar';

/** The words for a kind, as the public pages and the admin show them. */
export type KindLabels = {
  singular: string;
  plural: string;
  singularHi: string;
  pluralHi: string;
  /**
   * What site search calls both a result and its filter, where not the singular and the plural
   * (an album is found as "Gallery"): web/i18n/kind-messages.ts.
   */
  search?: { en: string; hi: string };
};

// Type-only: the mark that carries a kind's item type; no value ever holds it.
declare const itemType: unique symbol;

/** The fields of `Item` that hold a picture or none. */
type PictureField<Item> = {
  [Field in keyof Item]-?: Item[Field] extends Image | null ? Field : never;
}[keyof Item];

/**
 * A kind's items: their type, for the compiler only (`ItemOf`, contracts/public-content.ts), and
 * the field that holds their picture, which their link preview shows (share-cards.ts), checked
 * against that type here.
 */
type KindItem<Item> = { readonly [itemType]?: Item; readonly picture: PictureField<Item> | null };
const itemOf = <Item>(picture: PictureField<Item> | null = null): KindItem<Item> => ({ picture });

/**
 * Where the admin edits a kind (contracts/admin-addresses.ts): its screen, at `/admin/<screen>`,
 * and the name of its records' addresses (`record`, the kind's name unless given). A kind on a
 * screen of its own name has that screen to itself, titled by its plural label and showing its
 * form (web/features/admin-content/kind-forms.ts); other screens (Circulars, Calendar) are written
 * out in web/routes/admin/admin-screens.tsx. `words` are what the admin calls one and several
 * records, where not the labels in lower case (Today's "3 news items").
 */
type KindAdmin = { screen: string; record?: string; words?: readonly [one: string, many: string] };

/** What one content kind declares (docs/decisions/0031-content-kind-registry.md). */
type ContentKindSpec = {
  /**
   * Its public pages: each item at /<kind>/<slug> (the registry key is the address's first
   * segment), listed in the sitemap, with a link-preview card; `list` is the list an item page
   * leads back to. Null for a kind without pages (holidays are calendar marks).
   */
  page: { list: string } | null;
  /**
   * The content writer's name of the kind (server/modules/content-writer): its audit entries,
   * the response cache entity its writes drop, its trash entries, its content service's name.
   */
  entity: string;
  /** Its tables (server/db/schema, as named in `Tables`), the item's own first; all backed up. */
  tables: readonly [string, ...string[]];
  /** Items can be scheduled to go live and offline (decision 0023). */
  scheduled: boolean;
  /** The feeds that list it: the news feed (/feed.xml) and the calendar (/calendar.ics). */
  feeds: readonly Feeds[];
  /** What site search calls its results, and their filter (contracts/search-kinds.ts). */
  search: string;
  /** What the media library calls a use of a file the item holds; null if it holds none. */
  mediaUse: string | null;
  /** The word above the title on its drawn link-preview card (part of the card's hash). */
  cardLabel: string | null;
  labels: KindLabels;
  /** Its items' type and picture field: `itemOf<Type>('pictureField')`. */
  item: { readonly picture: string | null };
  admin: KindAdmin;
};

/**
 * Every content kind, declared once: the lists that follow a kind (item addresses, share cards,
 * the trash, search, media uses, scheduling, the sitemap, cached reads, the backup) read this
 * object or are typed by its keys, so adding a kind here makes the compiler name each of them.
 */
export const contentKinds = {
  news: {
    page: { list: '/news' },
    entity: 'news',
    tables: ['news'],
    scheduled: true,
    feeds: ['rss'],
    search: 'news',
    mediaUse: 'news',
    cardLabel: 'News',
    labels: { singular: 'News', plural: 'News', singularHi: 'समाचार', pluralHi: 'समाचार' },
    item: itemOf<NewsItem>('picture'),
    admin: { screen: 'news', words: ['news item', 'news items'] },
  },
  notices: {
    page: { list: '/news-events?show=notices' },
    entity: 'notices',
    tables: ['notices'],
    scheduled: true,
    feeds: ['rss'],
    search: 'notice',
    mediaUse: 'notice',
    cardLabel: 'Notice',
    labels: { singular: 'Notice', plural: 'Notices', singularHi: 'सूचना', pluralHi: 'सूचनाएँ' },
    item: itemOf<Notice>(),
    admin: { screen: 'circulars', words: ['circular', 'circulars'] },
  },
  events: {
    page: { list: '/news-events?show=events' },
    entity: 'events',
    tables: ['events'],
    scheduled: true,
    feeds: ['rss', 'calendar'],
    search: 'event',
    mediaUse: null,
    cardLabel: 'Event',
    labels: { singular: 'Event', plural: 'Events', singularHi: 'कार्यक्रम', pluralHi: 'कार्यक्रम' },
    item: itemOf<Event>(),
    admin: { screen: 'calendar' },
  },
  holidays: {
    page: null,
    entity: 'leaves',
    tables: ['leaves'],
    scheduled: false,
    feeds: ['calendar'],
    search: 'holiday',
    mediaUse: null,
    cardLabel: null,
    labels: { singular: 'Holiday', plural: 'Holidays', singularHi: 'अवकाश', pluralHi: 'अवकाश' },
    item: itemOf<Leave>(),
    admin: { screen: 'calendar' },
  },
  gallery: {
    page: { list: '/gallery' },
    entity: 'posts',
    tables: ['posts', 'postPhotos'],
    scheduled: true,
    feeds: [],
    search: 'gallery',
    mediaUse: 'post',
    cardLabel: 'Gallery',
    labels: {
      singular: 'Gallery post',
      plural: 'Gallery',
      singularHi: 'गैलरी पोस्ट',
      pluralHi: 'फ़ोटो गैलरी',
      search: { en: 'Gallery', hi: 'गैलरी' },
    },
    item: itemOf<Post>('image'),
    admin: { screen: 'gallery', record: 'posts', words: ['gallery post', 'gallery posts'] },
  },
  achievements: {
    page: { list: '/accolades' },
    entity: 'achievements',
    tables: ['achievements'],
    scheduled: true,
    feeds: ['rss'],
    search: 'achievement',
    mediaUse: 'achievement',
    cardLabel: 'Achievement',
    labels: {
      singular: 'Achievement',
      plural: 'Achievements',
      singularHi: 'उपलब्धि',
      pluralHi: 'उपलब्धियाँ',
    },
    item: itemOf<Achievement>('picture'),
    admin: { screen: 'achievements' },
  },
} as const satisfies Record<string, ContentKindSpec>;

export type ContentKind = keyof typeof contentKinds;
type Spec<K extends ContentKind> = (typeof contentKinds)[K];

/** The kinds with a page of their own, named as in their address. */
export type ItemKind = {
  [K in ContentKind]: Spec<K>['page'] extends null ? never : K;
}[ContentKind];
/** The content writer's names of the kinds (their audit entity, cache entity, trash kind). */
export type ContentEntity = Spec<ContentKind>['entity'];
/** The kinds whose items can be scheduled. */
export type ScheduledKind = {
  [K in ContentKind]: Spec<K>['scheduled'] extends true ? K : never;
}[ContentKind];
/** The kinds whose items hold a file the media library lists as a use. */
export type MediaHoldingKind = {
  [K in ContentKind]: Spec<K>['mediaUse'] extends string ? K : never;
}[ContentKind];
/** What the media library calls the uses of the files items hold. */
export type ItemMediaUse = NonNullable<Spec<ContentKind>['mediaUse']>;
/** The kinds a feed lists. */
export type KindInFeed<Feed extends Feeds> = {
  [K in ContentKind]: Feed extends Spec<K>['feeds'][number] ? K : never;
}[ContentKind];
/** What a kind's one item is called in English ('News', 'Notice', …). */
export type SingularLabel<K extends ContentKind> = Spec<K>['labels']['singular'];
/** Every table a kind's items are stored in. */
export type ContentKindTable = Spec<ContentKind>['tables'][number];
/** The type of a kind's items, as its `item` says (contracts/public-content.ts `ItemOf`). */
export type KindItemOf<K extends ContentKind> = Exclude<
  Spec<K>['item'][typeof itemType],
  undefined
>;
/** The admin screens the kinds are edited on. */
export type KindScreen = Spec<ContentKind>['admin']['screen'];
// Distributed over a union of kinds: each kind's own record name.
type RecordOf<K extends ContentKind> = K extends ContentKind
  ? Spec<K>['admin'] extends { record: infer R }
    ? R
    : K
  : never;
/** The names of the kinds' records in admin addresses ('posts' for gallery albums). */
export type KindRecord = { [K in ContentKind]: RecordOf<K> }[ContentKind];

// The lists below are marked pure: the bundler cannot tell that a `filter` or `map` changes
// nothing else, and kept the whole registry in the script every public page loads, where only
// the few pages that use a list need it (`npm run bench` prints the home page's JS).
const kindNames = /* @__PURE__ */ Object.keys(contentKinds) as ContentKind[];

/** The kinds in the registry's order (news, notices, events, holidays, gallery). */
export const contentKindNames: readonly ContentKind[] = kindNames;

/** The kinds with item pages, in the registry's order. */
export const itemKinds = /* @__PURE__ */ kindNames.filter(
  (kind): kind is ItemKind => contentKinds[kind].page !== null,
) as [ItemKind, ...ItemKind[]];

/** The kinds `feed` lists, in the registry's order. */
export const kindsInFeed = <Feed extends Feeds>(feed: Feed) =>
  kindNames.filter((kind): kind is KindInFeed<Feed> =>
    (contentKinds[kind].feeds as readonly Feeds[]).includes(feed),
  );

/** The kinds that can be scheduled, in the registry's order. */
export const scheduledKinds = /* @__PURE__ */ kindNames.filter(
  (kind): kind is ScheduledKind => contentKinds[kind].scheduled,
);

/** The entities of every kind, in the registry's order. */
export const contentEntities = /* @__PURE__ */ kindNames.map(
  (kind) => contentKinds[kind].entity,
) as [ContentEntity, ...ContentEntity[]];

/** The kinds whose items hold a file, in the registry's order. */
export const mediaHoldingKinds = /* @__PURE__ */ kindNames.filter(
  (kind): kind is MediaHoldingKind => contentKinds[kind].mediaUse !== null,
);

/** The media library's names of the uses of items' files, in the registry's order. */
export const itemMediaUses = /* @__PURE__ */ kindNames.flatMap((kind): ItemMediaUse[] => {
  const use = contentKinds[kind].mediaUse;
  return use === null ? [] : [use];
});

/**
 * Where the admin edits a kind and what it calls its records, the defaults filled in: its own
 * name for its records, its labels in lower case for its words.
 */
export function kindAdmin<K extends ContentKind>(kind: K) {
  const { admin, labels }: Pick<ContentKindSpec, 'admin' | 'labels'> = contentKinds[kind];
  return {
    screen: admin.screen as Spec<K>['admin']['screen'],
    record: (admin.record ?? kind) as RecordOf<K>,
    words: admin.words ?? [labels.singular.toLowerCase(), labels.plural.toLowerCase()],
  };
}
