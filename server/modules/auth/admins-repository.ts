import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Role } from '#contracts/roles.ts';
import type { Database, Queryable, Tables } from '#server/db/database.ts';
import { hashPassword } from './password.ts';

export type Admin = Tables['admins']['$inferSelect'];

export function createAdminsRepository(db: Database) {
  const { admins, adminSessions } = db.tables;

  async function insertAdmin(
    tx: Queryable,
    account: { username: string; passwordHash: string; role: Role },
  ): Promise<Admin> {
    const now = new Date();
    const [admin] = await tx
      .insert(admins)
      .values({ id: randomUUID(), ...account, createdAt: now, passwordChangedAt: now })
      .returning();
    if (!admin) throw new Error('insert returned no row');
    return admin;
  }

  return {
    async findByUsername(username: string, tx: Queryable = db.read): Promise<Admin | undefined> {
      const [admin] = await tx.select().from(admins).where(eq(admins.username, username)).limit(1);
      return admin;
    },

    async findById(id: string): Promise<Admin | undefined> {
      const [admin] = await db.read.select().from(admins).where(eq(admins.id, id)).limit(1);
      return admin;
    },

    async recordSignIn(adminId: string): Promise<void> {
      await db.write((tx) =>
        tx.update(admins).set({ lastSignInAt: new Date() }).where(eq(admins.id, adminId)),
      );
    },

    async list(): Promise<Array<Pick<Admin, 'username' | 'role' | 'createdAt'>>> {
      return db.read
        .select({ username: admins.username, role: admins.role, createdAt: admins.createdAt })
        .from(admins)
        .orderBy(asc(admins.username));
    },

    async count(): Promise<number> {
      return db.read.$count(admins);
    },

    async create(username: string, password: string, role: Role = 'administrator'): Promise<Admin> {
      const passwordHash = await hashPassword(password);
      return db.write((tx) => insertAdmin(tx, { username, passwordHash, role }));
    },

    /** Adds an account inside the caller's transaction (the setup screen's first administrator). */
    insert: insertAdmin,

    /** Sets a new password (no longer a temporary one) and ends every session of that admin, in one transaction. */
    async changePassword(adminId: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.write(async (tx) => {
        await tx
          .update(admins)
          .set({ passwordHash, passwordChangedAt: new Date(), mustChangePassword: false })
          .where(eq(admins.id, adminId));
        await tx.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
      });
    },
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
