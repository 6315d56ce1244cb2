import { honeypotField } from '#contracts/inbox.ts';

/** True when the hidden field only a bot fills has a value. */
export function caughtByHoneypot(fields: unknown): boolean {
  if (!fields || typeof fields !== 'object') return false;
  const value = (fields as Record<string, unknown>)[honeypotField];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
