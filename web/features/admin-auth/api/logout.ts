import { apiRequest } from '#web/lib/api-client.ts';
import { adminSession } from '#web/lib/admin-session.ts';

/** Revokes the token on the server, then forgets it here whatever the server answered. */
export async function logout(): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST', silent: true });
  } finally {
    adminSession.clear();
  }
}
