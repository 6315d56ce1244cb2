import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const periodSeconds = 30;

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `issuer` names the account in the authenticator app; checking a code does not need it. */
function totpFor(username: string, secret: string, issuer?: string): TOTP {
  return new TOTP({
    ...(issuer && { issuer }),
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The `otpauth://` URI an authenticator app reads from the QR code; the app lists the account
 * under `issuer`, the school's short name when it is set up.
 */
export function totpUri(username: string, secret: string, issuer: string | undefined): string {
  return totpFor(username, secret, issuer).toString();
}

/**
 * The 30-second step a six-digit code belongs to (one step of clock drift either way), or
 * undefined when it does not match or its step was already used: a code works once (RFC 6238 5.2).
 */
export function acceptedTotpStep(
  username: string,
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(username, secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  const step = Math.floor(now / 1000 / periodSeconds) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

export const recoveryCodeCount = 10;

/** Ten codes of 50 random bits each, shown once as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** Codes carry enough randomness that a plain SHA-256 is enough; dashes, spaces and case do not count. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
