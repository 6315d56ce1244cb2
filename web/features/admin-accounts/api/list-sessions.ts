import { sessionListSchema, type SessionInfo } from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function listSessions(): Promise<SessionInfo[]> {
  return (await apiRequest('/auth/sessions', { schema: sessionListSchema })).sessions;
}
