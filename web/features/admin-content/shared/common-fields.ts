import { textMaxLength, titleMaxLength } from '#contracts/content/fields.ts';
import { slugMaxLength } from '#contracts/content/item-paths.ts';
import { audienceLabels, audiences } from '#contracts/audiences.ts';
import type { CheckboxesField, DateField, TextField } from '#web/components/forms/field-spec.ts';
import { hindiFields } from './hindi-fields.ts';

export const titleField: TextField = {
  key: 'title',
  label: 'Title',
  kind: 'text',
  maxLength: titleMaxLength,
};

export const descriptionField: TextField = {
  key: 'description',
  label: 'Description',
  kind: 'textarea',
  maxLength: textMaxLength,
};

export const dateField: DateField = {
  key: 'date',
  label: 'Date',
  kind: 'date',
};

/** The date of a circular or a news item, today unless the clerk changes it. */
export const datedTodayField: DateField = { ...dateField, startsToday: true };

/** The last day of an event or holiday over several days (contracts/content/date-span.ts). */
export const endDateField: DateField = {
  key: 'endDate',
  label: 'Last day (for several days)',
  kind: 'date',
  optional: true,
  emptyAsNull: true,
  hint: 'Only for an event or holiday of several days, such as the winter break: its last day. Leave it empty for one day.',
};

/** The end of the item's page address; empty keeps the current one (or makes one from the title). */
export const slugField: TextField = {
  key: 'slug',
  label: 'Page address',
  kind: 'text',
  optional: true,
  maxLength: slugMaxLength,
  hint: 'The end of the page address, e.g. annual-day-2026: lower-case letters, digits and hyphens. Leave it empty to make it from the title. If you change it, links to the old address still work.',
};

/** Who a notice or event is for; nothing checked means everyone. */
export const audiencesField: CheckboxesField = {
  key: 'audiences',
  label: 'For',
  kind: 'checkboxes',
  options: audiences.map((value) => ({ value, label: audienceLabels[value] })),
  defaultValue: 'all',
  alone: 'all',
  hint: 'Subscribers who chose one of these groups receive it by e-mail; nothing checked means everyone.',
};

/** How a notice or an event opens: its title, page address and description, then their Hindi. */
export const pageEntryFields: TextField[] = [
  titleField,
  slugField,
  descriptionField,
  ...hindiFields('description', 'Description'),
];
