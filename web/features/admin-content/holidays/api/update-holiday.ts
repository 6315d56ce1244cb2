import { leaveSavedSchema, type LeaveInput } from '#contracts/content/leaves.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function updateHoliday(id: string, input: LeaveInput) {
  return apiRequest(`/leaves/${encodeURIComponent(id)}`, {
    method: 'PUT',
    json: input,
    schema: leaveSavedSchema,
  });
}
