import { apiRequest } from '#web/lib/api-client.ts';

export async function deleteEvent(id: string): Promise<void> {
  await apiRequest(`/events/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
