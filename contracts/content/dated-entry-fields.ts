import { endDateSchema } from './date-span.ts';
import { dateSchema } from './fields.ts';
import { itemTextInputFields } from './item-fields.ts';

/**
 * What staff enter for an event and for a holiday alike: the two share a shape (and a service,
 * server/modules/content/dated-entries/). Each input schema spreads these and checks the span
 * with `checkDateSpan` (date-span.ts).
 */
export const datedEntryInputFields = {
  ...itemTextInputFields('description'),
  date: dateSchema,
  /** The last day of an entry over several days (a winter break is one holiday). */
  endDate: endDateSchema,
};
