import type { FastifyBaseLogger } from 'fastify';
import type { SchoolSettings } from '#contracts/school-settings.ts';
import type { Notifier } from '#server/mail/notifier.ts';
import type { RateDecision, RateLimiter } from '#server/rate-limits/rate-limiter.ts';
import type { AuditRepository } from '#server/modules/audit/index.ts';
import { wrongCodesPerAccount } from './login-throttle.ts';

type WrongCodesLimitOptions = {
  /** Code attempts per account (wrongCodesPerAccount); a right code is taken back. */
  attempts: RateLimiter;
  /** One warning per account per window, however many attempts are refused (on every server). */
  warnings: RateLimiter;
  notifier: Notifier;
  audit: AuditRepository;
  log: FastifyBaseLogger;
  /** The school as its settings are now (none before it is set up: no office to warn). */
  school: () => Promise<Pick<SchoolSettings, 'emails' | 'shortName'> | undefined>;
};

type Account = { id: string; username: string };

const minutes = wrongCodesPerAccount.windowSeconds / 60;

/**
 * Staff accounts have no e-mail address of their own: the warning goes to the school office,
 * which knows whose account it is.
 */
function warningMail(
  account: Account,
  address: string,
  school: Pick<SchoolSettings, 'emails' | 'shortName'>,
) {
  return {
    to: school.emails.office,
    subject: `${school.shortName} website sign-in: two-factor codes blocked for ${account.username}`,
    text: [
      `Someone who knows the password of the staff account "${account.username}"`,
      `of the ${school.shortName} website`,
      `entered ${wrongCodesPerAccount.max} wrong two-factor codes within ${minutes} minutes`,
      `(the last attempt came from ${address}).`,
      '',
      `Codes for this account are refused for ${minutes} minutes, so its owner`,
      'cannot sign in until then either.',
      '',
      `If this was not ${account.username}, please change the password now`,
      '(My account, in the admin area), and look at the signed-in devices there.',
      'The audit log lists every attempt.',
    ].join('\n'),
  };
}

/**
 * The limit on two-factor codes per account, across addresses (decision 0012): the limits per
 * address let 1,500 codes be tried against one account from many /64s. The attempt is counted
 * before the code is checked (parallel guesses cannot slip past) and taken back when it is right.
 * When the limit first refuses, the school is mailed and the audit log says so, once per window.
 */
export function createWrongCodesLimit(options: WrongCodesLimitOptions) {
  const { attempts, warnings, notifier, audit, log, school } = options;
  const key = (account: Account) => `account:${account.id}`;
  return {
    async begin(account: Account, address: string): Promise<RateDecision> {
      const decision = await attempts.hit(key(account));
      if (decision.allowed) return decision;
      log.warn({ username: account.username }, 'two-factor codes refused for the account');
      if ((await warnings.hit(key(account))).allowed) {
        await audit.append({
          adminUsername: account.username,
          action: 'sign-in-failed',
          entity: 'account',
          entityId: account.id,
          summary: `Two-factor codes refused for ${minutes} minutes after ${wrongCodesPerAccount.max} wrong codes (the last from ${address})`,
        });
        const settings = await school();
        if (settings)
          notifier.notify(warningMail(account, address, settings), {
            twoFactorLockedFor: account.username,
          });
      }
      return decision;
    },

    /** After a right code: it does not count. */
    async forgive(account: Account): Promise<void> {
      await attempts.release(key(account));
    },
  };
}

export type WrongCodesLimit = ReturnType<typeof createWrongCodesLimit>;
