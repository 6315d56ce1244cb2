import { meResponseSchema, type MeResponse } from '#contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getCurrentAdmin(): Promise<MeResponse> {
  return apiRequest('/auth/me', { schema: meResponseSchema, silent: true });
}
