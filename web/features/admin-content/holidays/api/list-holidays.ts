import { leaveListSchema, type Leave } from '#contracts/content/leaves.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function listHolidays(signal?: AbortSignal): Promise<Leave[]> {
  return apiRequest('/leaves', { schema: leaveListSchema, signal });
}
