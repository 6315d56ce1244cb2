import { apiRequest } from '#web/lib/api-client.ts';

export async function deleteNotice(id: string): Promise<void> {
  await apiRequest(`/notices/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
