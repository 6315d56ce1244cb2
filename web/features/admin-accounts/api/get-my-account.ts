import { meResponseSchema, type MeResponse } from '#contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getMyAccount(): Promise<MeResponse> {
  return apiRequest('/auth/me', { schema: meResponseSchema });
}
