import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '#contracts/roles.ts';
import {
  invitationLifetimeHours,
  type NewStaffMember,
  type StaffChange,
  type StaffMember,
} from '#contracts/staff.ts';
import type { Database, Queryable } from '#server/db/database.ts';
import { HttpError, notFound } from '#server/lib/http-errors.ts';
import type { AuditRecord, AuditRepository } from '#server/modules/audit/index.ts';
import {
  type Admin,
  throttleKey,
  hashToken,
  generatePassword,
  hashPassword,
} from '#server/modules/auth/index.ts';

type Actor = { username: string };

const lastAdministratorMessage =
  'This is the last active administrator: make someone else an administrator first.';

function toMember(admin: Admin, invited = false): StaffMember {
  return {
    id: admin.id,
    username: admin.username,
    role: admin.role,
    lastSignInAt: admin.lastSignInAt?.toISOString() ?? null,
    twoFactor: admin.totpEnabledAt !== null,
    disabled: admin.disabledAt !== null,
    mustChangePassword: admin.mustChangePassword,
    invited,
  };
}

/** Per client address: a person opens their link once or twice; a script guessing tokens is stopped. */
export const invitationAttempts = { max: 10, windowSeconds: 15 * 60 } as const;

const invitationExpired =
  'This invitation link has expired or was already used. Ask an administrator for a new one.';

/**
 * Staff accounts as administrators manage them. Each change and its audit entry are one
 * transaction; every change that takes something away ends the account's sessions in it too.
 */
export function createStaffRepository(db: Database, audit: AuditRepository) {
  const { admins, adminSessions, loginFailures, recoveryCodes, staffInvitations } = db.tables;

  /** Changes to accounts run one at a time, so two cannot both remove the last administrator. */
  const serialised = <T>(work: (tx: Queryable) => Promise<T>) =>
    db.write(async (tx) => {
      if (db.dialect === 'postgres')
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff-accounts'))`);
      return work(tx);
    });

  const find = async (tx: Queryable, id: string) => {
    const [admin] = await tx.select().from(admins).where(eq(admins.id, id)).limit(1);
    if (!admin) throw notFound();
    return admin;
  };

  const otherActiveAdministrators = async (tx: Queryable, id: string) => {
    const others = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.role, 'administrator'), isNull(admins.disabledAt), ne(admins.id, id)));
    return others.length;
  };

  const record = (tx: Queryable, actor: Actor, entry: Omit<AuditRecord, 'adminUsername'>) =>
    audit.record(tx, { adminUsername: actor.username, ...entry });

  return {
    async list(): Promise<StaffMember[]> {
      const rows = await db.read.select().from(admins).orderBy(asc(admins.username));
      const pending = await db.read
        .select({ adminId: staffInvitations.adminId })
        .from(staffInvitations)
        .where(gt(staffInvitations.expiresAt, new Date()));
      const invited = new Set(pending.map((row) => row.adminId));
      return rows.map((row) => toMember(row, invited.has(row.id)));
    },

    /**
     * A new account: with an invitation token (one use, 72 hours) for its owner to set a password,
     * or with a temporary password to be replaced at the first sign-in. Until the invitation is
     * used the account has a random password nobody knows.
     */
    async create(
      actor: Actor,
      input: NewStaffMember,
    ): Promise<{ user: StaffMember; temporaryPassword?: string; invitationToken?: string }> {
      const byInvitation = input.method !== 'temporary-password';
      const temporaryPassword = generatePassword();
      const passwordHash = await hashPassword(
        byInvitation ? randomBytes(32).toString('hex') : temporaryPassword,
      );
      const invitationToken = randomBytes(32).toString('base64url');
      const now = new Date();
      const created = await serialised(async (tx) => {
        const [taken] = await tx
          .select({ id: admins.id })
          .from(admins)
          .where(eq(admins.username, input.username))
          .limit(1);
        if (taken) {
          const message = 'That username is taken.';
          throw new HttpError(409, message, [{ field: 'username', message }]);
        }
        const [row] = await tx
          .insert(admins)
          .values({
            id: randomUUID(),
            username: input.username,
            passwordHash,
            role: input.role,
            mustChangePassword: !byInvitation,
            createdAt: now,
            passwordChangedAt: now,
          })
          .returning();
        if (byInvitation)
          await tx.insert(staffInvitations).values({
            tokenHash: hashToken(invitationToken),
            adminId: row!.id,
            createdAt: now,
            expiresAt: new Date(now.getTime() + invitationLifetimeHours * 3600_000),
          });
        await record(tx, actor, {
          action: 'create',
          entity: 'account',
          entityId: row!.id,
          summary: `${input.username} (${input.role}, ${byInvitation ? 'invited' : 'temporary password'})`,
        });
        return row!;
      });
      const user = toMember(created, byInvitation);
      return byInvitation ? { user, invitationToken } : { user, temporaryPassword };
    },

    /** Whose invitation a token is, while it can still be used; its password is checked against it. */
    async invitedUsername(token: string): Promise<string | undefined> {
      const [invited] = await db.read
        .select({ username: admins.username })
        .from(staffInvitations)
        .innerJoin(admins, eq(admins.id, staffInvitations.adminId))
        .where(
          and(
            eq(staffInvitations.tokenHash, hashToken(token)),
            gt(staffInvitations.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return invited?.username;
    },

    /** Sets the password chosen on the invitation page; the link works once, within 72 hours. */
    async acceptInvitation(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await serialised(async (tx) => {
        const [invitation] = await tx
          .select()
          .from(staffInvitations)
          .where(
            and(
              eq(staffInvitations.tokenHash, hashToken(token)),
              gt(staffInvitations.expiresAt, new Date()),
            ),
          )
          .limit(1);
        if (!invitation) throw new HttpError(400, invitationExpired);
        const admin = await find(tx, invitation.adminId);
        await tx
          .update(admins)
          .set({ passwordHash, passwordChangedAt: new Date(), mustChangePassword: false })
          .where(eq(admins.id, admin.id));
        await tx.delete(staffInvitations).where(eq(staffInvitations.adminId, admin.id));
        await record(tx, admin, {
          action: 'update',
          entity: 'account',
          entityId: admin.id,
          summary: `${admin.username}: password set from the invitation`,
        });
      });
    },

    /** A new role, or disabled / enabled; the last active administrator keeps both. */
    async change(actor: Actor, id: string, change: StaffChange): Promise<StaffMember> {
      const changed = await serialised(async (tx) => {
        const admin = await find(tx, id);
        const losesAdministration =
          admin.role === 'administrator' &&
          admin.disabledAt === null &&
          ((change.role !== undefined && change.role !== 'administrator') ||
            change.disabled === true);
        if (losesAdministration && (await otherActiveAdministrators(tx, id)) === 0)
          throw new HttpError(409, lastAdministratorMessage);
        const role: Role = change.role ?? admin.role;
        const disabledAt =
          change.disabled === undefined
            ? admin.disabledAt
            : change.disabled
              ? (admin.disabledAt ?? new Date())
              : null;
        const [row] = await tx
          .update(admins)
          .set({ role, disabledAt })
          .where(eq(admins.id, id))
          .returning();
        if (change.disabled) await tx.delete(adminSessions).where(eq(adminSessions.adminId, id));
        if (role !== admin.role)
          await record(tx, actor, {
            action: 'role-change',
            entity: 'account',
            entityId: id,
            summary: `${admin.username}: ${admin.role} → ${role}`,
          });
        if (change.disabled !== undefined && change.disabled !== (admin.disabledAt !== null))
          await record(tx, actor, {
            action: 'update',
            entity: 'account',
            entityId: id,
            summary: `${admin.username}: ${change.disabled ? 'disabled' : 'enabled'}`,
          });
        return row!;
      });
      return toMember(changed);
    },

    /**
     * For someone locked out of their account (forgotten password, lost phone): a new temporary
     * password, two-factor sign-in off, login locks lifted and every session ended.
     */
    async reset(
      actor: Actor,
      id: string,
    ): Promise<{ user: StaffMember; temporaryPassword: string }> {
      const temporaryPassword = generatePassword();
      const passwordHash = await hashPassword(temporaryPassword);
      const reset = await serialised(async (tx) => {
        const admin = await find(tx, id);
        const [row] = await tx
          .update(admins)
          .set({
            passwordHash,
            passwordChangedAt: new Date(),
            mustChangePassword: true,
            totpSecret: null,
            totpEnabledAt: null,
            totpLastStep: null,
          })
          .where(eq(admins.id, id))
          .returning();
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, id));
        await tx.delete(adminSessions).where(eq(adminSessions.adminId, id));
        await tx.delete(staffInvitations).where(eq(staffInvitations.adminId, id));
        await tx
          .delete(loginFailures)
          .where(eq(loginFailures.username, throttleKey(admin.username)));
        await record(tx, actor, {
          action: 'update',
          entity: 'account',
          entityId: id,
          summary: `${admin.username}: reset (temporary password, two-factor sign-in off)`,
        });
        return row!;
      });
      return { user: toMember(reset), temporaryPassword };
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
