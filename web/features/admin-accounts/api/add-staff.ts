import { newAccountSchema, type NewAccount, type NewStaffMember } from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function addStaff(member: NewStaffMember): Promise<NewAccount> {
  return apiRequest('/admin/users', {
    method: 'POST',
    json: member,
    schema: newAccountSchema,
    silent: true,
  });
}
