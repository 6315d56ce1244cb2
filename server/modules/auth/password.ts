import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

// OWASP's argon2id settings: 19 MiB memory, 2 iterations, 1 lane. `2` is Algorithm.Argon2id, a
// const enum that isolated modules cannot import.
const argon2idOptions: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown username cannot be told apart by timing. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(32).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
}

/** A password for a generated admin: 20 characters from an unambiguous alphabet (~115 bits). */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
