import {
  newAccountSchema,
  staffListSchema,
  staffMemberSchema,
  temporaryPasswordSchema,
  type NewAccount,
  type NewStaffMember,
  type StaffChange,
  type StaffMember,
  type TemporaryPassword,
} from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// The Staff tab's calls (components/staff-tab.tsx): the accounts an administrator manages.

const userPath = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

export async function listStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await apiRequest('/admin/users', { schema: staffListSchema, signal })).users;
}

/** Silent: the form shows the server's message itself (components/add-staff-form.tsx). */
export function addStaff(member: NewStaffMember): Promise<NewAccount> {
  return apiRequest('/admin/users', {
    method: 'POST',
    json: member,
    schema: newAccountSchema,
    silent: true,
  });
}

export function changeStaff(id: string, change: StaffChange): Promise<StaffMember> {
  return apiRequest(userPath(id), { method: 'PATCH', json: change, schema: staffMemberSchema });
}

export function resetStaff(id: string): Promise<TemporaryPassword> {
  return apiRequest(`${userPath(id)}/reset`, { method: 'POST', schema: temporaryPasswordSchema });
}
