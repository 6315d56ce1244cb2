import { endDateSchema } from './date-span.ts';
import {
  dateSchema,
  hindiTextSchema,
  hindiTitleSchema,
  longTextSchema,
  titleSchema,
} from './fields.ts';

/**
 * What staff enter for an event and for a holiday alike: the two share a shape (and a service,
 * server/modules/content/dated-entries/). Each input schema spreads these and checks the span
 * with `checkDateSpan` (date-span.ts).
 */
export const datedEntryInputFields = {
  title: titleSchema,
  description: longTextSchema('Description').default(''),
  titleHi: hindiTitleSchema,
  descriptionHi: hindiTextSchema('Description'),
  date: dateSchema,
  /** The last day of an entry over several days (a winter break is one holiday). */
  endDate: endDateSchema,
};
