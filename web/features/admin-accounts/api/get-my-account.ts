import { meResponseSchema, type MeResponse } from '#contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function getMyAccount(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest('/auth/me', { schema: meResponseSchema, signal });
}
