import {
  mediaFileField,
  mediaInUseSchema,
  mediaListSchema,
  mediaSavedSchema,
  type MediaInUse,
  type MediaItem,
  type MediaKind,
} from '#contracts/content/media.ts';
import { ApiRequestError, apiRequest } from '#web/lib/api-client.ts';
import { multipart } from '#web/features/admin-content/shared/form-data.ts';

const path = (id: string) => `/media/${encodeURIComponent(id)}`;

export type MediaSearch = { q: string; kind?: MediaKind; page: number };

/** One page of the library, newest first. Silent: the list shows the error. */
export function listMedia(search: MediaSearch, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(search.page) });
  if (search.q.trim()) query.set('q', search.q.trim());
  if (search.kind) query.set('kind', search.kind);
  return apiRequest(`/media?${query}`, { schema: mediaListSchema, silent: true, signal });
}

export async function uploadMedia(file: File, altText: string): Promise<MediaItem> {
  const saved = await apiRequest('/media', {
    method: 'POST',
    form: multipart({ altText }, { field: mediaFileField, file }),
    schema: mediaSavedSchema,
    silent: true,
  });
  return saved.data;
}

export async function saveAltText(id: string, altText: string): Promise<MediaItem> {
  const saved = await apiRequest(path(id), {
    method: 'PUT',
    json: { altText },
    schema: mediaSavedSchema,
    silent: true,
  });
  return saved.data;
}

/** New bytes at the same id and address. */
export async function replaceMedia(id: string, file: File): Promise<MediaItem> {
  const saved = await apiRequest(path(id), {
    method: 'PUT',
    form: multipart({}, { field: mediaFileField, file }),
    schema: mediaSavedSchema,
    silent: true,
  });
  return saved.data;
}

/** Deleted, or the uses that stopped it (409): confirm after showing them, unless blocked. */
export async function deleteMedia(id: string, confirm: boolean): Promise<MediaInUse | undefined> {
  try {
    await apiRequest(path(id), { method: 'DELETE', json: { confirm }, silent: true });
    return undefined;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409)
      return mediaInUseSchema.parse(error.body);
    throw error;
  }
}
