import { messageSchema } from '#contracts/content/fields.ts';
import type { otherSessions } from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Ends one session by id, or every session but this one. */
export function endSession(id: string | typeof otherSessions): Promise<{ message: string }> {
  return apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageSchema,
  });
}
