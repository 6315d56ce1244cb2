import { meResponseSchema, type ChangePasswordRequest, type MeResponse } from '#contracts/auth.ts';
import { messageSchema } from '#contracts/content/fields.ts';
import {
  recoveryCodesSchema,
  sessionListSchema,
  twoFactorSetupSchema,
  type otherSessions,
  type SessionInfo,
} from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

// The My account tab's calls (components/my-account-tab.tsx): the signed-in person's own.

export function getMyAccount(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest('/auth/me', { schema: meResponseSchema, signal });
}

/** Silent: the form shows the server's message by its fields (change-password-form.tsx). */
export function changePassword(request: ChangePasswordRequest): Promise<{ message: string }> {
  return apiRequest('/auth/change-password', {
    method: 'POST',
    json: request,
    schema: messageSchema,
    silent: true,
  });
}

export async function listSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return (await apiRequest('/auth/sessions', { schema: sessionListSchema, signal })).sessions;
}

/** Ends one session by id, or every session but this one. */
export function endSession(id: string | typeof otherSessions): Promise<{ message: string }> {
  return apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: messageSchema,
  });
}

/** A new secret and its otpauth:// URI, for the QR code. */
export function setUpTwoFactor() {
  return apiRequest('/auth/2fa/setup', { method: 'POST', schema: twoFactorSetupSchema });
}

/** Turns it on with a first code from the app and the password; answers the ten recovery codes. */
export function enableTwoFactor(code: string, password: string) {
  return apiRequest('/auth/2fa/enable', {
    method: 'POST',
    json: { code, password },
    schema: recoveryCodesSchema,
    silent: true,
  });
}

export function disableTwoFactor(password: string) {
  return apiRequest('/auth/2fa/disable', {
    method: 'POST',
    json: { password },
    schema: messageSchema,
    silent: true,
  });
}
