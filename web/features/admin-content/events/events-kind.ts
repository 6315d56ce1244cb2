import { itemPath } from '#contracts/content/item-paths.ts';
import {
  eventSavedSchema,
  eventSchema,
  type Event,
  type EventInput,
} from '#contracts/content/events.ts';
import type { ContentKind, KindField } from '#web/features/admin-content/shared/content-kind.ts';
import { formInputOf } from '#web/features/admin-content/shared/field-values.ts';
import {
  audiencesField,
  dateField,
  endDateField,
  pageEntryFields,
} from '#web/features/admin-content/shared/common-fields.ts';
import { kindClient } from '#web/features/admin-content/shared/kind-client.ts';
import { formatDaySpan } from '#web/lib/format.ts';
import { staffListSchema, type Publication } from '#contracts/content/publication.ts';
import { publicationFields } from '#web/features/admin-content/shared/publication-fields.ts';
import { itemSummary } from '#web/features/admin-content/shared/item-summary.ts';

// An event saved before it had audiences shows Everyone: the audiences field's default.
const fields: KindField[] = [
  ...pageEntryFields,
  dateField,
  endDateField,
  audiencesField,
  ...publicationFields,
];

/** Exported for the page preview's upcoming-events block (routes/admin/page-preview.tsx). */
export const eventsClient = kindClient<Event & Publication>({
  listPath: '/admin/events',
  listSchema: staffListSchema(eventSchema),
  createPath: '/events',
  itemPath: '/events',
  savedSchema: eventSavedSchema,
  inputOf: formInputOf<EventInput>(fields),
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
  fields,
  ...eventsClient,
  summary: (event) => ({
    ...itemSummary(event, 'description'),
    page: itemPath('events', event.slug ?? ''),
    meta: formatDaySpan(event.date, event.endDate),
  }),
  sortKey: (event) => `${event.date} ${event.createdAt}`,
};
