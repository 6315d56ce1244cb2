import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Role } from '#contracts/roles.ts';
import type { Database } from '../../db/database.ts';

export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

/** Only this hash is stored: a leaked database does not hand out working tokens. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSessionsRepository(db: Database) {
  const { admins, adminSessions } = db.tables;

  return {
    async start(adminId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
      await db.write(async (tx) => {
        await tx.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
        await tx
          .insert(adminSessions)
          .values({ tokenHash: hashToken(token), adminId, createdAt: now, expiresAt });
      });
      return { token, expiresAt };
    },

    /** The admin a live token belongs to, read fresh on every request so revocation is immediate. */
    async findAdmin(
      token: string,
    ): Promise<{ id: string; username: string; role: Role } | undefined> {
      const [row] = await db.read
        .select({ id: admins.id, username: admins.username, role: admins.role })
        .from(adminSessions)
        .innerJoin(admins, eq(admins.id, adminSessions.adminId))
        .where(
          and(
            eq(adminSessions.tokenHash, hashToken(token)),
            gt(adminSessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row;
    },

    async revoke(token: string): Promise<void> {
      await db.write((tx) =>
        tx.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token))),
      );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
