import { itemPath } from '#contracts/content/item-paths.ts';
import {
  eventSavedSchema,
  eventSchema,
  type Event,
  type EventInput,
} from '#contracts/content/events.ts';
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
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatDaySpan } from '#web/lib/format.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import {
  publicationFields,
  publicationInputOf,
  publicationNote,
  publicationValues,
} from '#web/features/admin-content/shared/publication-fields.ts';

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

/** Exported for the page preview's upcoming-events block (routes/admin/page-preview.tsx). */
export const eventsClient = kindClient<Event & Publication>({
  listPath: '/admin/events',
  listSchema: staffListSchema(eventSchema),
  createPath: '/events',
  itemPath: '/events',
  savedSchema: eventSavedSchema,
  inputOf,
});

export const eventsKind: ContentKind<Event & Publication> = {
  singular: 'event',
  plural: 'events',
  records: 'events',
  // The success text only once the server has confirmed (the old client did not wait).
  form: {
    heading: 'Create Event',
    texts: {
      submit: 'Create Event',
      submitting: 'Creating…',
      success: 'Event created successfully',
      failure: () => 'Error creating event',
    },
  },
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
  ...eventsClient,
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
