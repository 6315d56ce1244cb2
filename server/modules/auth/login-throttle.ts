import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';

/**
 * Failed logins per username and client address: the first `freeAttempts` cost nothing, then each
 * further attempt waits twice as long after the last failure as the one before (1, 2, 4 ... 60
 * minutes). Failures are forgotten a day after they happened.
 */
export const loginThrottlePolicy = {
  freeAttempts: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  memoryMs: 24 * 60 * 60_000,
} as const;

/**
 * Failed logins from one address over all usernames, so a script cannot try a few passwords on
 * every username. Generous enough for a school office where several staff share one address.
 */
export const failedLoginsPerAddress = { max: 30, windowSeconds: 15 * 60 } as const;

/**
 * Wrong two-factor codes per account, from all addresses together: whoever has the password must
 * not spread the guessing of six digits over many addresses (decision 0012). Once used up, every
 * code for the account is refused, the right one too, until the window passes.
 */
export const wrongCodesPerAccount = { max: 10, windowSeconds: 15 * 60 } as const;

/** Usernames are counted without case or surrounding spaces: `Admin ` is `admin`. */
export const throttleKey = (username: string) => username.trim().toLowerCase();

export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The wait required after the last of `failures` failures, in milliseconds. */
export function delayAfter(failures: number): number {
  const { freeAttempts, firstDelayMs, maxDelayMs } = loginThrottlePolicy;
  if (failures < freeAttempts) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - freeAttempts));
}

/**
 * Kept in the database so every server instance sharing it shares the count. The lock is per
 * username *and* address: failures from one address never keep the owner out from another, so
 * nobody can lock an admin out by guessing. An attempt is recorded as failed before the password
 * is checked and forgiven on success: parallel guesses cannot slip past the limit.
 */
export function createLoginThrottle(db: Database) {
  const { loginFailures } = db.tables;
  const key = throttleKey;
  const of = (username: string, address: string) =>
    and(eq(loginFailures.username, key(username)), eq(loginFailures.address, address));

  return {
    async beginAttempt(
      username: string,
      address: string,
      now = new Date(),
    ): Promise<AttemptDecision> {
      const forgetBefore = new Date(now.getTime() - loginThrottlePolicy.memoryMs);
      return db.write(async (tx) => {
        if (db.dialect === 'postgres') {
          await tx.execute(
            sql`SELECT pg_advisory_xact_lock(hashtext(${`${key(username)} ${address}`}))`,
          );
        }
        await tx.delete(loginFailures).where(lt(loginFailures.failedAt, forgetBefore));
        const failures = await tx
          .select({ failedAt: loginFailures.failedAt })
          .from(loginFailures)
          .where(of(username, address))
          .orderBy(asc(loginFailures.failedAt));
        const last = failures.at(-1);
        const delay = delayAfter(failures.length);
        // No wait before the free attempts are used up. (A parallel attempt whose clock was read
        // a moment later may have recorded its failure first: that alone must not lock.)
        const unlocksAt = last && delay > 0 ? last.failedAt.getTime() + delay : 0;
        if (unlocksAt > now.getTime()) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000)),
          };
        }
        await tx.insert(loginFailures).values({
          id: randomUUID(),
          username: key(username),
          address,
          failedAt: now,
        });
        return { allowed: true };
      });
    },

    /** After a correct password: the failures of this username from this address are forgiven. */
    async forgive(username: string, address: string): Promise<void> {
      await db.write((tx) => tx.delete(loginFailures).where(of(username, address)));
    },

    /** Lifts every lock on a username, from every address (`admin unlock`, `reset-password`). */
    async clear(username: string): Promise<void> {
      await db.write((tx) =>
        tx.delete(loginFailures).where(eq(loginFailures.username, key(username))),
      );
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
