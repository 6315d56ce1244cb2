import { loginResponseSchema, type LoginRequest, type LoginResponse } from '#contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/auth/admin-login', {
    method: 'POST',
    json: credentials,
    schema: loginResponseSchema,
    silent: true,
  });
}
