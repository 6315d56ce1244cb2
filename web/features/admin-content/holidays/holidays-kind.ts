import {
  leaveListSchema,
  leaveSavedSchema,
  type Leave,
  type LeaveInput,
} from '#contracts/content/leaves.ts';
import type { ContentKind } from '#web/features/admin-content/shared/content-kind.ts';
import {
  hindiFields,
  hindiInputOf,
  hindiNote,
  hindiValues,
} from '#web/features/admin-content/shared/hindi-fields.ts';
import {
  dateField,
  endDateField,
  descriptionField,
  titleField,
} from '#web/features/admin-content/shared/common-fields.ts';
import { textOf } from '#web/features/admin-content/shared/form-data.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatDaySpan } from '#web/lib/format.ts';

const inputOf = (data: FormData): LeaveInput => ({
  title: textOf(data, 'title'),
  description: textOf(data, 'description'),
  ...hindiInputOf(data, 'description'),
  date: textOf(data, 'date'),
  endDate: textOf(data, 'endDate') || null,
});

const holidaysClient = kindClient<Leave>({
  listPath: '/leaves',
  listSchema: leaveListSchema,
  createPath: '/leaves/apply',
  itemPath: '/leaves',
  savedSchema: leaveSavedSchema,
  inputOf,
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
  fields: [
    titleField,
    descriptionField,
    ...hindiFields('description', 'Description'),
    dateField,
    endDateField,
  ],
  ...holidaysClient,
  values: (leave) => ({
    title: leave.title,
    description: leave.description,
    ...hindiValues(leave, 'description'),
    date: leave.date,
    endDate: leave.endDate ?? '',
  }),
  summary: (leave) => ({
    hindi: hindiNote(leave, 'description'),
    title: leave.title,
    meta: formatDaySpan(leave.date, leave.endDate),
    text: leave.description,
  }),
  sortKey: (leave) => `${leave.date} ${leave.createdAt}`,
};
