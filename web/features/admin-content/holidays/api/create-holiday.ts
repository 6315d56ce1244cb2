import { leaveSavedSchema, type LeaveInput } from '#contracts/content/leaves.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

/** Silent: the form shows the spec's 'Error creating event.' itself. */
export function createHoliday(input: LeaveInput) {
  return apiRequest('/leaves/apply', {
    method: 'POST',
    json: input,
    schema: leaveSavedSchema,
    silent: true,
  });
}
