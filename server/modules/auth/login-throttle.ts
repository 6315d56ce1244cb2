import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

export const maxFailedLogins = 5;
export const failedLoginWindowMs = 15 * 60 * 1000;

/**
 * Failed logins from one address over all usernames, so a script cannot try a few passwords on
 * every username. Generous enough for a school office where several staff share one address.
 */
export const failedLoginsPerAddress = { max: 30, windowSeconds: 15 * 60 } as const;

export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Failed logins per username, kept in the database so every server instance sharing it shares
 * the count. An attempt is recorded as failed before the password is checked and forgiven on
 * success: parallel guesses cannot slip past the limit. Other usernames are never affected.
 */
export function createLoginThrottle(db: Database) {
  const { loginFailures } = db.tables;
  const key = (username: string) => username.trim().toLowerCase();

  return {
    async beginAttempt(username: string, now = new Date()): Promise<AttemptDecision> {
      const user = key(username);
      const windowStart = new Date(now.getTime() - failedLoginWindowMs);
      return db.write(async (tx) => {
        if (db.dialect === 'postgres') {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${user}))`);
        }
        await tx.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart));
        const failures = await tx
          .select({ failedAt: loginFailures.failedAt })
          .from(loginFailures)
          .where(and(eq(loginFailures.username, user), gt(loginFailures.failedAt, windowStart)))
          .orderBy(asc(loginFailures.failedAt));
        const oldestCounted = failures[failures.length - maxFailedLogins];
        if (oldestCounted) {
          const unlocksAt = oldestCounted.failedAt.getTime() + failedLoginWindowMs;
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil((unlocksAt - now.getTime()) / 1000)),
          };
        }
        await tx.insert(loginFailures).values({ id: randomUUID(), username: user, failedAt: now });
        return { allowed: true };
      });
    },

    async forgive(username: string): Promise<void> {
      await db.write((tx) =>
        tx.delete(loginFailures).where(eq(loginFailures.username, key(username))),
      );
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
