import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Role } from '#contracts/roles.ts';
import type { Database } from '#server/db/database.ts';

export const sessionLifetimeMs = 12 * 60 * 60 * 1000;
/** "Last seen" is written at most this often, not on every request. */
const lastSeenResolutionMs = 60_000;

/** Only this hash is stored: a leaked database does not hand out working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Where a session was started from, for the list in "My account". */
export type SessionClient = { userAgent: string; address: string };

export type SignedInAdmin = {
  id: string;
  username: string;
  role: Role;
  mustChangePassword: boolean;
  sessionId: string;
};

export function createSessionsRepository(db: Database) {
  const { admins, adminSessions } = db.tables;
  const live = (now: Date) => gt(adminSessions.expiresAt, now);
  // Every staff request reads its session: the statement is built and prepared once (on
  // PostgreSQL per connection, by name). The expiry is compared here, not in SQL, so the one
  // placeholder is a text on both dialects (their timestamps differ on the wire).
  const sessionByToken = db.read
    .select({
      id: admins.id,
      username: admins.username,
      role: admins.role,
      mustChangePassword: admins.mustChangePassword,
      sessionId: adminSessions.id,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(eq(adminSessions.tokenHash, sql.placeholder('tokenHash')), isNull(admins.disabledAt)),
    )
    .limit(1)
    .prepare('session_by_token');

  return {
    async start(
      adminId: string,
      client: SessionClient,
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
      await db.write(async (tx) => {
        await tx.delete(adminSessions).where(lt(adminSessions.expiresAt, now));
        await tx.insert(adminSessions).values({
          tokenHash: hashToken(token),
          id: randomUUID(),
          adminId,
          createdAt: now,
          expiresAt,
          lastSeenAt: now,
          userAgent: client.userAgent.slice(0, 300),
          address: client.address,
        });
      });
      return { token, expiresAt };
    },

    /**
     * The account a live token belongs to, read fresh on every request so that a sign-out, a
     * disabled account or a changed role takes effect at once; notes when the session was seen.
     */
    async findAdmin(token: string): Promise<SignedInAdmin | undefined> {
      const now = new Date();
      const tokenHash = hashToken(token);
      const [row] = await sessionByToken.execute({ tokenHash });
      if (!row || row.expiresAt <= now) return undefined;
      const { lastSeenAt, expiresAt: _expiresAt, ...admin } = row;
      if (now.getTime() - lastSeenAt.getTime() > lastSeenResolutionMs) {
        await db.write((tx) =>
          tx
            .update(adminSessions)
            .set({ lastSeenAt: now })
            .where(eq(adminSessions.tokenHash, tokenHash)),
        );
      }
      return admin;
    },

    async list(adminId: string) {
      return db.read
        .select({
          id: adminSessions.id,
          createdAt: adminSessions.createdAt,
          lastSeenAt: adminSessions.lastSeenAt,
          userAgent: adminSessions.userAgent,
          address: adminSessions.address,
        })
        .from(adminSessions)
        .where(and(eq(adminSessions.adminId, adminId), live(new Date())))
        .orderBy(desc(adminSessions.lastSeenAt));
    },

    async revoke(token: string): Promise<void> {
      await db.write((tx) =>
        tx.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token))),
      );
    },

    /** Ends one of this account's sessions; false when it has none with that id. */
    async revokeById(adminId: string, sessionId: string): Promise<boolean> {
      const removed = await db.write((tx) =>
        tx
          .delete(adminSessions)
          .where(and(eq(adminSessions.adminId, adminId), eq(adminSessions.id, sessionId)))
          .returning({ id: adminSessions.id }),
      );
      return removed.length > 0;
    },

    /** Ends every session of the account except the one making the request. */
    async revokeOthers(adminId: string, keepSessionId: string): Promise<void> {
      await db.write((tx) =>
        tx
          .delete(adminSessions)
          .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.id, keepSessionId))),
      );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
