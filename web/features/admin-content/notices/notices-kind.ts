import { itemPath } from '#contracts/content/item-paths.ts';
import { serverErrorText } from '#web/features/admin-content/shared/error-text.ts';
import {
  noticeFileField,
  noticeSavedSchema,
  noticeSchema,
  type Notice,
  type NoticeInput,
} from '#contracts/content/notices.ts';
import type { ContentKind } from '#web/features/admin-content/shared/content-kind.ts';
import {
  hindiFields,
  hindiInputOf,
  hindiNote,
  hindiValues,
} from '#web/features/admin-content/shared/hindi-fields.ts';
import {
  audiencesField,
  datedTodayField,
  descriptionField,
  titleField,
  slugField,
} from '#web/features/admin-content/shared/common-fields.ts';
import { choicesOf, flagOf, textOf } from '#web/features/admin-content/shared/form-data.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatDay } from '#web/lib/format.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import {
  publicationFields,
  publicationInputOf,
  publicationNote,
  publicationValues,
} from '#web/features/admin-content/shared/publication-fields.ts';

const inputOf = (data: FormData): NoticeInput => ({
  title: textOf(data, 'title'),
  slug: textOf(data, 'slug'),
  description: textOf(data, 'description'),
  ...hindiInputOf(data, 'description'),
  date: textOf(data, 'date'),
  removeFile: flagOf(data, 'removeFile'),
  audiences: choicesOf(data, 'audiences'),
  acknowledgementRequested: flagOf(data, 'acknowledgementRequested'),
  ...publicationInputOf(data),
});

const noticesClient = kindClient<Notice & Publication>({
  listPath: '/admin/notices',
  listSchema: staffListSchema(noticeSchema),
  createPath: '/notices/add',
  itemPath: '/notices',
  savedSchema: noticeSavedSchema,
  inputOf,
  upload: { field: noticeFileField },
});

const attachment = (notice: Notice) =>
  notice.fileUrl ? { name: notice.fileName ?? 'Attachment', href: notice.fileUrl } : undefined;

export const noticesKind: ContentKind<Notice & Publication> = {
  singular: 'circular',
  plural: 'circulars',
  records: 'notices',
  // The Circulars screen's form: the office's word; the public pages say notice.
  form: {
    heading: 'New circular',
    texts: {
      submit: 'Add circular',
      submitting: 'Adding…',
      success: 'Circular added successfully!',
      failure: (error) => `Failed to add circular: ${serverErrorText(error) ?? 'Unknown error'}`,
    },
  },
  fields: [
    titleField,
    slugField,
    descriptionField,
    ...hindiFields('description', 'Description'),
    datedTodayField,
    audiencesField,
    {
      key: 'acknowledgementRequested',
      label: 'Acknowledgement',
      kind: 'checkboxes',
      options: [{ value: 'true', label: 'Ask each subscriber to confirm they have read it' }],
      defaultValue: 'false',
    },
    {
      key: noticeFileField,
      label: 'Attachment',
      kind: 'file',
      optional: true,
      removeFlag: 'removeFile',
    },
    ...publicationFields,
  ],
  ...noticesClient,
  values: (notice) => ({
    title: notice.title,
    slug: notice.slug,
    description: notice.description,
    ...hindiValues(notice, 'description'),
    date: notice.date,
    audiences: notice.audiences.join(','),
    acknowledgementRequested: String(notice.acknowledgementRequested),
    ...publicationValues(notice),
  }),
  currentFile: attachment,
  summary: (notice) => ({
    hindi: hindiNote(notice, 'description'),
    page: itemPath('notices', notice.slug),
    title: notice.title,
    meta: [notice.circularNumber, formatDay(notice.date)].filter(Boolean).join(' · '),
    text: notice.description,
    file: attachment(notice),
    status: publicationNote(notice),
  }),
  sortKey: (notice) => `${notice.date} ${notice.createdAt}`,
};
