// The public entry of modules/inbox (decision 0030): what other units use of it.
export { csvLine } from './applications-csv.ts';
export { createApplicationsRepository } from './applications-repository.ts';
export { applicationsRoutes } from './applications-routes.ts';
export { candidateFormsRoutes } from './candidate-forms-routes.ts';
export { createInboxRepository, type InboxRepository } from './inbox-repository.ts';
export { inboxRoutes } from './inbox-routes.ts';
export { deleteExpiredSubmissions, scheduleRetention, type RetentionPolicy } from './retention.ts';
