import { itemPath } from '#contracts/content/item-paths.ts';
import { errorText } from '#web/features/admin-content/shared/error-text.ts';
import {
  newsImageField,
  newsItemSchema,
  newsSavedSchema,
  type NewsInput,
  type NewsItem,
} from '#contracts/content/news.ts';
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
import { textOf } from '#web/features/admin-content/shared/form-data.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatDay } from '#web/lib/format.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import {
  publicationFields,
  publicationInputOf,
  publicationNote,
  publicationValues,
} from '#web/features/admin-content/shared/publication-fields.ts';

const inputOf = (data: FormData): NewsInput => ({
  title: textOf(data, 'title'),
  slug: textOf(data, 'slug'),
  description: textOf(data, 'description'),
  ...hindiInputOf(data, 'description'),
  date: textOf(data, 'date'),
  ...publicationInputOf(data),
});

const newsClient = kindClient<NewsItem & Publication>({
  listPath: '/admin/news',
  listSchema: staffListSchema(newsItemSchema),
  createPath: '/latestnews',
  itemPath: '/latestnews',
  savedSchema: newsSavedSchema,
  inputOf,
  upload: { field: newsImageField },
});

export const newsKind: ContentKind<NewsItem & Publication> = {
  singular: 'news item',
  plural: 'news items',
  records: 'news',
  form: {
    heading: 'Add News',
    texts: {
      submit: 'Add News',
      submitting: 'Adding…',
      success: 'News added successfully!',
      failure: (error) => `Failed to add news: ${errorText(error)}`,
    },
  },
  fields: [
    titleField,
    slugField,
    {
      key: 'description',
      label: 'Description',
      kind: 'textarea',
      optional: true,
      maxLength: textMaxLength,
    },
    ...hindiFields('description', 'Description'),
    datedTodayField,
    {
      key: newsImageField,
      label: 'Picture',
      kind: 'image',
    },
    ...publicationFields,
  ],
  ...newsClient,
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
