import { messageSchema } from '#contracts/content/fields.ts';
import { trashListSchema, type TrashEntry } from '#contracts/content/trash.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listTrash(signal?: AbortSignal): Promise<TrashEntry[]> {
  return apiRequest('/admin/trash', { schema: trashListSchema, signal });
}

export function restoreFromTrash(id: string): Promise<unknown> {
  return apiRequest(`/admin/trash/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    schema: messageSchema,
  });
}
