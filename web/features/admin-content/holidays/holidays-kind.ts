import {
  leaveListSchema,
  leaveSavedSchema,
  type Leave,
  type LeaveInput,
} from '#contracts/content/leaves.ts';
import type { ContentKind, KindField } from '#web/features/admin-content/shared/content-kind.ts';
import { formInputOf } from '#web/features/admin-content/shared/field-values.ts';
import { hindiFields } from '#web/features/admin-content/shared/hindi-fields.ts';
import { itemSummary } from '#web/features/admin-content/shared/item-summary.ts';
import {
  dateField,
  endDateField,
  descriptionField,
  titleField,
} from '#web/features/admin-content/shared/common-fields.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatDaySpan } from '#web/lib/format.ts';

const fields: KindField[] = [
  titleField,
  descriptionField,
  ...hindiFields('description', 'Description'),
  dateField,
  endDateField,
];

const holidaysClient = kindClient<Leave>({
  listPath: '/leaves',
  listSchema: leaveListSchema,
  createPath: '/leaves/apply',
  itemPath: '/leaves',
  savedSchema: leaveSavedSchema,
  inputOf: formInputOf<LeaveInput>(fields),
});

export const holidaysKind: ContentKind<Leave> = {
  singular: 'holiday',
  plural: 'holidays',
  records: 'holidays',
  form: {
    heading: 'Add A Holiday',
    texts: {
      submit: 'Add Holiday',
      submitting: 'Adding…',
      success: 'Holiday added successfully!',
      // The original site's text, word for word.
      failure: () => 'Error creating event.',
    },
  },
  fields,
  ...holidaysClient,
  summary: (leave) => ({
    ...itemSummary(leave, 'description'),
    meta: formatDaySpan(leave.date, leave.endDate),
  }),
  sortKey: (leave) => `${leave.date} ${leave.createdAt}`,
};
