import type { Leave, LeaveInput } from '#contracts/content/leaves.ts';
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
import { formatDaySpan } from '#web/lib/format.ts';
import { createHoliday } from './api/create-holiday.ts';
import { deleteHoliday } from './api/delete-holiday.ts';
import { listHolidays } from './api/list-holidays.ts';
import { updateHoliday } from './api/update-holiday.ts';

const inputOf = (data: FormData): LeaveInput => ({
  title: textOf(data, 'title'),
  description: textOf(data, 'description'),
  ...hindiInputOf(data, 'description'),
  date: textOf(data, 'date'),
  endDate: textOf(data, 'endDate') || null,
});

export const holidaysKind: ContentKind<Leave> = {
  singular: 'holiday',
  plural: 'holidays',
  records: 'holidays',
  fields: [
    titleField,
    descriptionField,
    ...hindiFields('description', 'Description'),
    dateField,
    endDateField,
  ],
  list: listHolidays,
  create: (data) => createHoliday(inputOf(data)),
  update: (id, data) => updateHoliday(id, inputOf(data)),
  remove: deleteHoliday,
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
