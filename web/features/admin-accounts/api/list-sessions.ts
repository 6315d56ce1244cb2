import { sessionListSchema, type SessionInfo } from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function listSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return (await apiRequest('/auth/sessions', { schema: sessionListSchema, signal })).sessions;
}
