import {
  admissionSettingsSchema,
  interactionSlotSchema,
  settingsListSchema,
  slotListSchema,
  staffApplicationListSchema,
  staffApplicationSchema,
  type AdmissionSettings,
  type ApplicationReview,
  type InteractionSlotInput,
  type StaffApplicationFilter,
} from '#contracts/admissions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const base = '/admin/admissions';

/**
 * `?year=…&class=…&stage=…&complete=…&page=…` with the filters that are set; the CSV takes the
 * same and leaves out the page. The admissions screen's address carries it too.
 */
export function admissionFilterQuery(filter: StaffApplicationFilter): string {
  const params = new URLSearchParams();
  if (filter.year) params.set('year', filter.year);
  if (filter.class) params.set('class', filter.class);
  if (filter.stage) params.set('stage', filter.stage);
  if (filter.complete) params.set('complete', filter.complete);
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const listAdmissionApplications = (filter: StaffApplicationFilter, signal?: AbortSignal) =>
  apiRequest(`${base}/applications${admissionFilterQuery(filter)}`, {
    schema: staffApplicationListSchema,
    signal,
  });

export const getAdmissionApplication = (id: string, signal?: AbortSignal) =>
  apiRequest(`${base}/applications/${encodeURIComponent(id)}`, {
    schema: staffApplicationSchema,
    signal,
  });

/** Silent: the screen says the server's words (a 409 when no seat is left) beside the buttons. */
export const reviewAdmissionApplication = (id: string, review: ApplicationReview) =>
  apiRequest(`${base}/applications/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: review,
    schema: staffApplicationSchema,
    silent: true,
  });

export const listAdmissionSettings = (signal?: AbortSignal) =>
  apiRequest(`${base}/settings`, { schema: settingsListSchema, signal }).then((list) => list.items);

export const saveAdmissionSettings = (settings: AdmissionSettings) =>
  apiRequest(`${base}/settings`, {
    method: 'PUT',
    json: settings,
    schema: admissionSettingsSchema,
    silent: true,
  });

export const listInteractionSlots = (year: string, signal?: AbortSignal) =>
  apiRequest(`${base}/slots?year=${encodeURIComponent(year)}`, {
    schema: slotListSchema,
    signal,
  }).then((list) => list.items);

export const addInteractionSlot = (slot: InteractionSlotInput) =>
  apiRequest(`${base}/slots`, {
    method: 'POST',
    json: slot,
    schema: interactionSlotSchema,
    silent: true,
  });

export const deleteInteractionSlot = (id: string) =>
  apiRequest(`${base}/slots/${encodeURIComponent(id)}`, { method: 'DELETE', silent: true });
