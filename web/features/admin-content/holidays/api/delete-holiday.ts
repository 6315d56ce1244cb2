import { apiRequest } from '#web/lib/api-client.ts';

export async function deleteHoliday(id: string): Promise<void> {
  await apiRequest(`/leaves/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
