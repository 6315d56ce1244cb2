import { itemPath } from '#contracts/content/item-paths.ts';
import type { Event, EventInput } from '#contracts/content/events.ts';
import type { ContentKind } from '#web/features/admin-content/shared/content-kind.ts';
import {
  hindiFields,
  hindiInputOf,
  hindiNote,
  hindiValues,
} from '#web/features/admin-content/shared/hindi-fields.ts';
import {
  audiencesField,
  dateField,
  endDateField,
  descriptionField,
  titleField,
  slugField,
} from '#web/features/admin-content/shared/common-fields.ts';
import { choicesOf, textOf } from '#web/features/admin-content/shared/form-data.ts';
import { formatDaySpan } from '#web/lib/format.ts';
import type { Publication } from '#contracts/content/publication.ts';
import {
  publicationFields,
  publicationInputOf,
  publicationNote,
  publicationValues,
} from '#web/features/admin-content/shared/publication-fields.ts';
import { createEvent } from './api/create-event.ts';
import { deleteEvent } from './api/delete-event.ts';
import { listEvents } from './api/list-events.ts';
import { updateEvent } from './api/update-event.ts';

const inputOf = (data: FormData): EventInput => ({
  title: textOf(data, 'title'),
  slug: textOf(data, 'slug'),
  description: textOf(data, 'description'),
  ...hindiInputOf(data, 'description'),
  date: textOf(data, 'date'),
  endDate: textOf(data, 'endDate') || null,
  audiences: choicesOf(data, 'audiences'),
  ...publicationInputOf(data),
});

export const eventsKind: ContentKind<Event & Publication> = {
  singular: 'event',
  plural: 'events',
  records: 'events',
  fields: [
    titleField,
    slugField,
    descriptionField,
    ...hindiFields('description', 'Description'),
    dateField,
    endDateField,
    audiencesField,
    ...publicationFields,
  ],
  list: listEvents,
  create: (data) => createEvent(inputOf(data)),
  update: (id, data) => updateEvent(id, inputOf(data)),
  remove: deleteEvent,
  values: (event) => ({
    title: event.title,
    slug: event.slug ?? '',
    description: event.description,
    ...hindiValues(event, 'description'),
    date: event.date,
    endDate: event.endDate ?? '',
    audiences: (event.audiences ?? ['all']).join(','),
    ...publicationValues(event),
  }),
  summary: (event) => ({
    hindi: hindiNote(event, 'description'),
    page: itemPath('events', event.slug ?? ''),
    title: event.title,
    meta: formatDaySpan(event.date, event.endDate),
    text: event.description,
    status: publicationNote(event),
  }),
  sortKey: (event) => `${event.date} ${event.createdAt}`,
};
