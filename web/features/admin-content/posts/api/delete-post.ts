import { apiRequest } from '#web/lib/api-client.ts';

export async function deletePost(id: string): Promise<void> {
  await apiRequest(`/posts/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
