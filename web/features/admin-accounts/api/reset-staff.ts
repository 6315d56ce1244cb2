import { temporaryPasswordSchema, type TemporaryPassword } from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function resetStaff(id: string): Promise<TemporaryPassword> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/reset`, {
    method: 'POST',
    schema: temporaryPasswordSchema,
  });
}
