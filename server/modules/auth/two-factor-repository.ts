import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database, Queryable } from '#server/db/database.ts';
import { hashRecoveryCode } from './two-factor.ts';

/** The two-factor state of accounts: the TOTP secret, the last step used and the recovery codes. */
export function createTwoFactorRepository(db: Database) {
  const { admins, recoveryCodes } = db.tables;

  const replaceRecoveryCodes = async (tx: Queryable, adminId: string, codes: string[]) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.adminId, adminId));
    if (codes.length === 0) return;
    await tx.insert(recoveryCodes).values(
      codes.map((code) => ({
        id: randomUUID(),
        adminId,
        codeHash: hashRecoveryCode(code),
        usedAt: null,
      })),
    );
  };

  return {
    /** A new secret waiting for its first code; two-factor sign-in is not on yet. */
    async beginSetup(adminId: string, secret: string): Promise<void> {
      await db.write((tx) =>
        tx
          .update(admins)
          .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null })
          .where(eq(admins.id, adminId)),
      );
    },

    /** Turns it on, with the step of the code that proved the app works and new recovery codes. */
    async enable(adminId: string, step: number, codes: string[]): Promise<void> {
      await db.write(async (tx) => {
        await tx
          .update(admins)
          .set({ totpEnabledAt: new Date(), totpLastStep: step })
          .where(eq(admins.id, adminId));
        await replaceRecoveryCodes(tx, adminId, codes);
      });
    },

    async disable(adminId: string, tx?: Queryable): Promise<void> {
      const work = async (q: Queryable) => {
        await q
          .update(admins)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(admins.id, adminId));
        await replaceRecoveryCodes(q, adminId, []);
      };
      await (tx ? work(tx) : db.write(work));
    },

    /**
     * Claims a TOTP step for a sign-in; false when it was already used. In one conditional update,
     * so two requests with the same code cannot both succeed.
     */
    async claimStep(adminId: string, step: number): Promise<boolean> {
      const claimed = await db.write((tx) =>
        tx
          .update(admins)
          .set({ totpLastStep: step })
          .where(
            and(
              eq(admins.id, adminId),
              or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step)),
            ),
          )
          .returning({ id: admins.id }),
      );
      return claimed.length > 0;
    },

    /** Uses up a recovery code; false when it is not one of this account's unused codes. */
    async useRecoveryCode(adminId: string, code: string): Promise<boolean> {
      const used = await db.write((tx) =>
        tx
          .update(recoveryCodes)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(recoveryCodes.adminId, adminId),
              eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id }),
      );
      return used.length > 0;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
