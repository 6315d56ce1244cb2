import { staffMemberSchema, type StaffChange, type StaffMember } from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function changeStaff(id: string, change: StaffChange): Promise<StaffMember> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: change,
    schema: staffMemberSchema,
  });
}
