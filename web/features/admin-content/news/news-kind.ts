import { itemPath } from '#contracts/content/item-paths.ts';
import { newsImageField, type NewsInput, type NewsItem } from '#contracts/content/news.ts';
import { textMaxLength } from '#contracts/content/fields.ts';
import type { ContentKind } from '#web/features/admin-content/shared/content-kind.ts';
import {
  hindiFields,
  hindiInputOf,
  hindiNote,
  hindiValues,
} from '#web/features/admin-content/shared/hindi-fields.ts';
import {
  datedTodayField,
  slugField,
  titleField,
} from '#web/features/admin-content/shared/common-fields.ts';
import { fileOf, textOf } from '#web/features/admin-content/shared/form-data.ts';
import { formatDay } from '#web/lib/format.ts';
import type { Publication } from '#contracts/content/publication.ts';
import {
  publicationFields,
  publicationInputOf,
  publicationNote,
  publicationValues,
} from '#web/features/admin-content/shared/publication-fields.ts';
import { createNews } from './api/create-news.ts';
import { deleteNews } from './api/delete-news.ts';
import { listNews } from './api/list-news.ts';
import { updateNews } from './api/update-news.ts';

const inputOf = (data: FormData): NewsInput => ({
  title: textOf(data, 'title'),
  slug: textOf(data, 'slug'),
  description: textOf(data, 'description'),
  ...hindiInputOf(data, 'description'),
  date: textOf(data, 'date'),
  ...publicationInputOf(data),
});

export const newsKind: ContentKind<NewsItem & Publication> = {
  singular: 'news item',
  plural: 'news items',
  records: 'news',
  fields: [
    titleField,
    slugField,
    { name: 'description', label: 'Description', type: 'textarea', maxLength: textMaxLength },
    ...hindiFields('description', 'Description'),
    datedTodayField,
    {
      name: newsImageField,
      label: 'Picture',
      type: 'file',
      upload: 'image',
      requiredOnCreate: true,
    },
    ...publicationFields,
  ],
  list: listNews,
  create: (data, onProgress) => createNews(inputOf(data), fileOf(data, newsImageField), onProgress),
  update: (id, data, onProgress) =>
    updateNews(id, inputOf(data), fileOf(data, newsImageField), onProgress),
  remove: deleteNews,
  values: (news) => ({
    title: news.title,
    slug: news.slug,
    description: news.description,
    ...hindiValues(news, 'description'),
    date: news.date,
    ...publicationValues(news),
  }),
  currentFile: (news) => ({ name: news.title, href: news.image, imageSrc: news.image }),
  summary: (news) => ({
    hindi: hindiNote(news, 'description'),
    page: itemPath('news', news.slug),
    title: news.title,
    meta: formatDay(news.date),
    text: news.description,
    imageSrc: news.image,
    status: publicationNote(news),
  }),
  sortKey: (news) => `${news.date} ${news.createdAt}`,
};
