// The public entry of modules/content (decision 0030): what other units use of it.
export { contentRoutes } from './content-routes.ts';
export { createContentServices, type ContentServices } from './content-services.ts';
export type { DatedEntry } from './dated-entries/dated-entries-service.ts';
export { datesWithin } from './dated-entries/entry-days.ts';
export { kindEntries, kindsOnToday, searchedKinds } from './kind-entries.ts';
export type { CircularOptions } from './notices/notices-service.ts';
export { fireDueSchedules, scheduleContentPublishing } from './scheduled-publishing.ts';
export { schoolInformationRoutes } from './school-information/school-information-routes.ts';
