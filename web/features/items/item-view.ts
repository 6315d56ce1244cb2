import type { Audience } from '#contracts/audiences.ts';
import {
  achievementCategoryLabels,
  achievementFactLabels,
  achievementLevelLabels,
} from '#contracts/content/achievement-words.ts';
import type { Image } from '#contracts/content/fields.ts';
import { contentKinds } from '#contracts/content/content-kinds.ts';
import { itemKinds } from '#contracts/content/content-kinds.ts';
import { itemPath, type ItemKind } from '#contracts/content/item-paths.ts';
import type { Notice } from '#contracts/content/notices.ts';
import type { Post } from '#contracts/content/posts.ts';
import { sharePreviewOf, type SharePreviewSource } from '#contracts/content/share-cards.ts';
import type { ItemOf } from '#contracts/public-content.ts';
import type { Language } from '#contracts/languages.ts';
import { textIn, type StaffText } from '#web/i18n/staff-text.ts';
import { photoViewsOf, type PhotoView } from '#web/lib/photo-views.ts';

export type ItemLink = { title: string; href: string; lang?: Language };

export type ItemFact = { label: string; value: string; lang?: Language };

/** One published item as its page shows it, whatever its kind. */
export type ItemView = {
  kind: ItemKind;
  path: string;
  title: string;
  titleLang?: Language;
  /** YYYY-MM-DD: the news or notice date, the event's day, the gallery post's upload day. */
  date: string;
  /** An event's last day when it lasts several days. */
  endDate?: string | null;
  body: string;
  bodyLang?: Language;
  /** A notice's circular number, e.g. SPS/2026-27/014. */
  number?: string;
  /** Whom a notice or an event is for. */
  audiences?: Audience[];
  image?: { src: string; srcSet?: string; width: number; height: number };
  /** A gallery album's photos, every one shown on its page (it needs no JavaScript). */
  photos?: PhotoView[];
  attachment?: { url: string; name: string; type?: string; size?: number };
  /**
   * What a kind shows above its date as label and value (an achievement's pupils, category and
   * level), in the page's language; `lang` marks a value staff wrote only in English.
   */
  facts?: ItemFact[];
  /** ISO time of the last change, for the sitemap and structured data. */
  modified: string;
  /** What its link preview shows, the same in both languages (contracts/content/share-cards.ts). */
  sharePreview: SharePreviewSource;
};

/** The list each kind of item belongs to, for the breadcrumb and "back to the list". */
export const itemLists = Object.fromEntries(
  itemKinds.map((kind) => {
    const { page, labels } = contentKinds[kind];
    return [kind, { label: labels.plural, href: page.list, noun: labels.singular }];
  }),
) as Record<ItemKind, { label: string; href: string; noun: string }>;

/** The item as its page shows it, its title and text in the page's language. */
export function itemView<K extends ItemKind>(
  kind: K,
  item: ItemOf[K],
  language: Language = 'en',
): ItemView {
  const view = englishItemView(kind, item, language);
  const title = textIn(language, view.title, item.titleHi);
  const hindiBody = kind === 'gallery' ? (item as Post).contentHi : (item as Notice).descriptionHi;
  const body = textIn(language, view.body, hindiBody);
  return {
    ...view,
    sharePreview: sharePreviewOf(kind, item),
    title: title.text,
    titleLang: title.lang,
    body: body.text,
    bodyLang: body.lang,
  };
}

type KindView = Omit<ItemView, 'sharePreview' | 'kind' | 'title' | 'path'>;

/** Staff's words as a fact's value, marked English where the Hindi is missing. */
const factText = ({ text, lang }: StaffText) => ({ value: text, lang });

/** A picture as the page shows it, with its responsive sizes. */
const imageOf = (picture: Image): ItemView['image'] => ({
  src: picture.url,
  srcSet: picture.srcset || undefined,
  width: picture.width,
  height: picture.height,
});

/**
 * What each kind's page shows besides its title and address (contracts/content/content-kinds.ts):
 * a kind missing here does not compile. The title and text are put in the page's language by
 * `itemView`; facts come in it already.
 */
const views: { [Kind in ItemKind]: (item: ItemOf[Kind], language: Language) => KindView } = {
  news: (news) => ({
    date: news.date,
    body: news.description,
    image: imageOf(news.picture),
    modified: news.createdAt,
  }),
  notices: (notice) => ({
    date: notice.date,
    body: notice.description,
    number: notice.circularNumber,
    audiences: notice.audiences,
    attachment: notice.fileUrl
      ? {
          url: notice.fileUrl,
          name: notice.fileName ?? 'Attachment',
          type: notice.fileType,
          size: notice.fileSize,
        }
      : undefined,
    modified: notice.updatedAt,
  }),
  events: (event) => ({
    date: event.date,
    endDate: event.endDate,
    body: event.description,
    audiences: event.audiences,
    modified: event.updatedAt,
  }),
  gallery: (post) => ({
    date: post.createdAt.slice(0, 10),
    body: post.content,
    // An album shows its photos; a post of one picture before albums, that picture.
    image: post.image && !post.images?.length ? imageOf(post.image) : undefined,
    photos: photoViewsOf(post),
    modified: post.createdAt,
  }),
  achievements: (achievement, language) => ({
    date: achievement.date,
    body: achievement.description,
    facts: [
      {
        label: achievementFactLabels.names[language],
        ...factText(textIn(language, achievement.names, achievement.namesHi)),
      },
      {
        label: achievementFactLabels.category[language],
        value: achievementCategoryLabels[achievement.category][language],
      },
      {
        label: achievementFactLabels.level[language],
        value: achievementLevelLabels[achievement.level][language],
      },
    ],
    image: achievement.picture ? imageOf(achievement.picture) : undefined,
    modified: achievement.updatedAt,
  }),
};

function englishItemView<K extends ItemKind>(
  kind: K,
  item: ItemOf[K],
  language: Language,
): Omit<ItemView, 'sharePreview'> {
  const view = views[kind] as (item: ItemOf[K], language: Language) => KindView;
  return {
    kind,
    title: item.title,
    path: itemPath(kind, item.slug ?? ''),
    ...view(item, language),
  };
}
