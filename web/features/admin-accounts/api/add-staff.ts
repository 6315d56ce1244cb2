import {
  temporaryPasswordSchema,
  type NewStaffMember,
  type TemporaryPassword,
} from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function addStaff(member: NewStaffMember): Promise<TemporaryPassword> {
  return apiRequest('/admin/users', {
    method: 'POST',
    json: member,
    schema: temporaryPasswordSchema,
    silent: true,
  });
}
