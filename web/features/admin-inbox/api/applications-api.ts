import {
  applicationListSchema,
  inboxApplicationSchema,
  type ApplicationFilter,
  type ApplicationReview,
  type InboxApplication,
} from '#contracts/inbox.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `?status=…&position=…` with the filters that are set; the export takes the same. */
export function filterQuery(filter: ApplicationFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.position) params.set('position', filter.position);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const listApplications = (filter: ApplicationFilter, signal?: AbortSignal) =>
  apiRequest(`/admin/inbox/applications${filterQuery(filter)}`, {
    schema: applicationListSchema,
    signal,
  }).then((list) => list.items);

export const reviewApplication = (application: InboxApplication, review: ApplicationReview) =>
  apiRequest(`/admin/inbox/applications/${application.id}`, {
    method: 'PATCH',
    json: review,
    schema: inboxApplicationSchema,
  });
