import type { ChangePasswordRequest } from '#contracts/auth.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function changePassword(request: ChangePasswordRequest): Promise<{ message: string }> {
  return apiRequest('/auth/change-password', {
    method: 'POST',
    json: request,
    schema: messageSchema,
    silent: true,
  });
}
