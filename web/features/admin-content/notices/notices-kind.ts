import { itemPath } from '#contracts/content/item-paths.ts';
import { serverErrorText } from '#web/features/admin-content/shared/error-text.ts';
import {
  noticeFileField,
  noticeSavedSchema,
  noticeSchema,
  type Notice,
  type NoticeInput,
} from '#contracts/content/notices.ts';
import type { ContentKind, KindField } from '#web/features/admin-content/shared/content-kind.ts';
import { formInputOf } from '#web/features/admin-content/shared/field-values.ts';
import {
  audiencesField,
  datedTodayField,
  pageEntryFields,
} from '#web/features/admin-content/shared/common-fields.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatDay } from '#web/lib/format.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import { publicationFields } from '#web/features/admin-content/shared/publication-fields.ts';
import { itemSummary } from '#web/features/admin-content/shared/item-summary.ts';

const fields: KindField[] = [
  ...pageEntryFields,
  datedTodayField,
  audiencesField,
  {
    key: 'acknowledgementRequested',
    label: 'Acknowledgement',
    kind: 'checkboxes',
    options: [{ value: 'true', label: 'Ask each subscriber to confirm they have read it' }],
    defaultValue: 'false',
    flag: true,
  },
  {
    key: noticeFileField,
    label: 'Attachment',
    kind: 'file',
    optional: true,
    removeFlag: 'removeFile',
  },
  ...publicationFields,
];

const noticesClient = kindClient<Notice & Publication>({
  listPath: '/admin/notices',
  listSchema: staffListSchema(noticeSchema),
  createPath: '/notices/add',
  itemPath: '/notices',
  savedSchema: noticeSavedSchema,
  inputOf: formInputOf<NoticeInput>(fields),
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
  fields,
  ...noticesClient,
  currentFile: attachment,
  summary: (notice) => ({
    ...itemSummary(notice, 'description'),
    page: itemPath('notices', notice.slug),
    meta: [notice.circularNumber, formatDay(notice.date)].filter(Boolean).join(' · '),
    file: attachment(notice),
  }),
  sortKey: (notice) => `${notice.date} ${notice.createdAt}`,
};
