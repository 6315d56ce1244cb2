import { messageSchema } from '#contracts/content/fields.ts';
import { recoveryCodesSchema, twoFactorSetupSchema } from '#contracts/staff.ts';
import { apiRequest } from '#web/lib/api-client.ts';

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
