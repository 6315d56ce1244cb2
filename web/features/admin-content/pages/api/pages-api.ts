import { z } from '#contracts/zod.ts';
import {
  pageSummarySchema,
  pageVersionsSchema,
  revisionSchema,
  type PageInput,
} from '#contracts/content/pages.ts';
import { messageSchema, savedSchema } from '#contracts/content/fields.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const savedPage = savedSchema(pageVersionsSchema);
const path = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

/** Every page with its status, for the Pages tab's list. Silent: the tab shows the error. */
export function listPages(signal?: AbortSignal) {
  return apiRequest('/pages', { schema: z.array(pageSummarySchema), silent: true, signal });
}

/** The draft and the published version of one page. */
export function getPage(slug: string, signal?: AbortSignal) {
  return apiRequest(path(slug), { schema: pageVersionsSchema, silent: true, signal });
}

/** A new page, as a draft at the address in `page`. */
export function createPage(page: PageInput) {
  return apiRequest('/pages', { method: 'POST', json: page, schema: savedPage, silent: true });
}

export function saveDraft(slug: string, page: PageInput) {
  return apiRequest(path(slug), { method: 'PUT', json: page, schema: savedPage, silent: true });
}

/** Publishes now, or at `at` (ISO 8601 with offset). */
export function publishPage(slug: string, at?: string) {
  return apiRequest(`${path(slug)}/publish`, {
    method: 'POST',
    json: at ? { at } : {},
    schema: savedPage,
    silent: true,
  });
}

/** Takes the published page offline now, or at `at` (ISO 8601 with offset). */
export function unpublishPage(slug: string, at?: string) {
  return apiRequest(`${path(slug)}/unpublish`, {
    method: 'POST',
    json: at ? { at } : {},
    schema: savedPage,
    silent: true,
  });
}

/** Moves the page to the trash (restored from Trash for 30 days). */
export function deletePage(slug: string) {
  return apiRequest(path(slug), { method: 'DELETE', schema: messageSchema, silent: true });
}

export function listRevisions(slug: string, signal?: AbortSignal) {
  return apiRequest(`${path(slug)}/revisions`, {
    schema: z.array(revisionSchema),
    silent: true,
    signal,
  });
}

export function restoreRevision(slug: string, id: string) {
  return apiRequest(`${path(slug)}/revisions/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    schema: savedPage,
    silent: true,
  });
}
