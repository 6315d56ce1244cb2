import { apiRequest } from '#web/lib/api-client.ts';

export async function deleteDisclosure(id: string): Promise<void> {
  await apiRequest(`/disclosure/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
