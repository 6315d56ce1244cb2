import { apiRequest } from '#web/lib/api-client.ts';

export async function deleteNews(id: string): Promise<void> {
  await apiRequest(`/latestnews/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
