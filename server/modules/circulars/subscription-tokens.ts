import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: the link in a mail is the only key to a subscription. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored, so a copy of the database opens no one's subscription. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
