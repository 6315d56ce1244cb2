import { staffListSchema, type StaffMember } from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function listStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await apiRequest('/admin/users', { schema: staffListSchema, signal })).users;
}
