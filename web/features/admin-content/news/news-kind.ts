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
import type { ContentKind, KindField } from '#web/features/admin-content/shared/content-kind.ts';
import { formInputOf } from '#web/features/admin-content/shared/field-values.ts';
import { hindiFields } from '#web/features/admin-content/shared/hindi-fields.ts';
import {
  datedTodayField,
  slugField,
  titleField,
} from '#web/features/admin-content/shared/common-fields.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatDay } from '#web/lib/format.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import { publicationFields } from '#web/features/admin-content/shared/publication-fields.ts';
import { itemSummary } from '#web/features/admin-content/shared/item-summary.ts';

const fields: KindField[] = [
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
];

const newsClient = kindClient<NewsItem & Publication>({
  listPath: '/admin/news',
  listSchema: staffListSchema(newsItemSchema),
  createPath: '/latestnews',
  itemPath: '/latestnews',
  savedSchema: newsSavedSchema,
  inputOf: formInputOf<NewsInput>(fields),
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
  fields,
  ...newsClient,
  currentFile: (news) => ({ name: news.title, href: news.image, imageSrc: news.image }),
  summary: (news) => ({
    ...itemSummary(news, 'description'),
    page: itemPath('news', news.slug),
    meta: formatDay(news.date),
    imageSrc: news.image,
  }),
  sortKey: (news) => `${news.date} ${news.createdAt}`,
};
