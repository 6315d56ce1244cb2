import { todaySchema, type Today } from '#contracts/admin-today.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** What needs doing, for the signed-in member's role. Silent: the screen shows the error. */
export function getToday(signal?: AbortSignal): Promise<Today> {
  return apiRequest('/admin/today', { schema: todaySchema, silent: true, signal });
}
