import { messageSchema } from '#contracts/content/fields.ts';
import type { AcceptInvitation } from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function acceptInvitation(request: AcceptInvitation): Promise<{ message: string }> {
  return apiRequest('/auth/invitation', {
    method: 'POST',
    json: request,
    schema: messageSchema,
    silent: true,
  });
}
