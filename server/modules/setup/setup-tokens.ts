import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/database.ts';

/**
 * The `settings` row of the setup address's token. Only its hash is stored: whoever reads the
 * database or a backup cannot set the site up with it. One row, so every instance on the
 * database accepts the token the newest start printed, and none once the setup is done.
 */
export const setupTokenKey = 'setup-token';

const hashOf = (token: string) => createHash('sha256').update(token).digest();

type StoredToken = { sha256: string; issuedAt: string };

/** The setup address's token (decision 0027): issued at each start until the site is set up. */
export function createSetupTokens(db: Database) {
  const { settings } = db.tables;

  async function storedHash(tx: Queryable): Promise<Buffer | undefined> {
    const [row] = await tx.select().from(settings).where(eq(settings.key, setupTokenKey));
    const sha256 = (row?.value as StoredToken | undefined)?.sha256;
    return typeof sha256 === 'string' ? Buffer.from(sha256, 'hex') : undefined;
  }

  const sameToken = (stored: Buffer | undefined, token: string) => {
    const given = hashOf(token);
    return stored !== undefined && stored.length === given.length && timingSafeEqual(stored, given);
  };

  return {
    /** A new token, replacing any earlier one: only the newest printed address works. */
    async issue(): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const value: StoredToken = {
        sha256: hashOf(token).toString('hex'),
        issuedAt: new Date().toISOString(),
      };
      const updatedAt = new Date();
      await db.write((tx) =>
        tx
          .insert(settings)
          .values({ key: setupTokenKey, value, updatedAt })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } }),
      );
      return token;
    },

    /** Whether `token` is the current one; it stays valid until used. */
    async matches(token: string): Promise<boolean> {
      return sameToken(await storedHash(db.read), token);
    },

    /**
     * Uses `token` up inside the caller's transaction: true when it was the current one and this
     * transaction removed it (of two setups sent at once, only one gets it).
     */
    async consume(tx: Queryable, token: string): Promise<boolean> {
      if (!sameToken(await storedHash(tx), token)) return false;
      const removed = await tx
        .delete(settings)
        .where(eq(settings.key, setupTokenKey))
        .returning({ key: settings.key });
      return removed.length > 0;
    },
  };
}

export type SetupTokens = ReturnType<typeof createSetupTokens>;
