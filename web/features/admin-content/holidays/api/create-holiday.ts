import { leaveSavedSchema, type LeaveInput } from '#contracts/content/leaves.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Silent: the form shows the original site's 'Error creating event.' itself. */
export function createHoliday(input: LeaveInput) {
  return apiRequest('/leaves/apply', {
    method: 'POST',
    json: input,
    schema: leaveSavedSchema,
    silent: true,
  });
}
