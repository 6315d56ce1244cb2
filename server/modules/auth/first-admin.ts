import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, type AppConfig } from '#server/config.ts';
import type { AdminsRepository } from './admins-repository.ts';
import { generatePassword } from './password.ts';
import { newPasswordProblem } from './password-policy.ts';

/**
 * With no admin yet, creates one: from ADMIN_USERNAME / ADMIN_PASSWORD when given, otherwise
 * `admin` with a random password printed once. There is never a shared default password. Only a
 * site whose school is set calls it (server/main.ts): a new site's setup screen creates its first
 * administrator instead (server/modules/setup/site-setup.ts).
 */
export async function ensureFirstAdmin(
  admins: AdminsRepository,
  config: Pick<AppConfig, 'initialAdmin' | 'publicUrl'>,
  log: FastifyBaseLogger,
): Promise<void> {
  await (
    await prepareFirstAdmin(admins, config)
  )(log);
}

/**
 * ensureFirstAdmin in two steps: the given password is checked now, and refused with a
 * ConfigError, and the account made by the function returned. server/main.ts checks before it
 * builds the app, while the process is small: the checker's worker (password-strength.ts) then
 * adds its memory to that, not to the server's peak.
 */
export async function prepareFirstAdmin(
  admins: AdminsRepository,
  config: Pick<AppConfig, 'initialAdmin' | 'publicUrl'>,
): Promise<(log: FastifyBaseLogger) => Promise<void>> {
  if ((await admins.count()) > 0) return async () => {};
  const username = config.initialAdmin?.username ?? 'admin';
  const given = config.initialAdmin?.password;
  const problem = given === undefined ? undefined : await newPasswordProblem(given, username);
  if (problem) throw new ConfigError(`ADMIN_PASSWORD: ${problem}`);
  return (log) => createFirstAdmin(admins, { username, given, publicUrl: config.publicUrl }, log);
}

async function createFirstAdmin(
  admins: AdminsRepository,
  { username, given, publicUrl }: { username: string; given?: string; publicUrl: string },
  log: FastifyBaseLogger,
): Promise<void> {
  // Counted again: another instance on the same database may have made one since the check.
  if ((await admins.count()) > 0) return;
  const password = given ?? generatePassword();
  await admins.create(username, password);
  const loginUrl = `${publicUrl}/admin-login`;
  if (given) {
    log.info({ username, loginUrl }, 'first admin created from ADMIN_USERNAME / ADMIN_PASSWORD');
    return;
  }
  log.warn(
    { username, loginUrl },
    'first admin created with a generated password (shown once below)',
  );
  process.stdout.write(
    `\n  Admin login: ${loginUrl}\n  Username:    ${username}\n  Password:    ${password}\n` +
      `  (shown once; change it later with: npm run admin -- reset-password ${username})\n\n`,
  );
}
