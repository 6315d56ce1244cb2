import { newPasswordSchema, usernameSchema } from '#contracts/auth.ts';
import { ConfigError } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createAdminsRepository } from '../modules/auth/admins-repository.ts';
import { createLoginThrottle } from '../modules/auth/login-throttle.ts';

export const adminUsage = `Usage:
  npm run admin -- create <username>           create an admin
  npm run admin -- reset-password <username>   set a new password (signs out all their sessions,
                                               lifts their login locks)
  npm run admin -- unlock <username>           lift the login locks of that admin, from every address
  npm run admin -- list                        list admins
The password is read from ADMIN_PASSWORD, or asked for when it is not set.`;

export type AdminCommandDeps = {
  db: Database;
  /** The new password as typed; checked here against the password rules. */
  askPassword: () => Promise<string>;
  print: (line: string) => void;
};

async function checkedPassword(ask: () => Promise<string>): Promise<string> {
  const checked = newPasswordSchema.safeParse(await ask());
  if (!checked.success)
    throw new ConfigError(checked.error.issues[0]?.message ?? 'Invalid password.');
  return checked.data;
}

/** One `npm run admin` command on an open database; a ConfigError carries what to tell the operator. */
export async function runAdminCommand(args: string[], deps: AdminCommandDeps): Promise<void> {
  const { db, askPassword, print } = deps;
  const [command, name] = args;
  const admins = createAdminsRepository(db);
  if (command === 'list') {
    const all = await admins.list();
    if (all.length === 0) print('No admins yet.');
    for (const admin of all) print(`${admin.username}\t(created ${admin.createdAt.toISOString()})`);
    return;
  }
  if (command !== 'create' && command !== 'reset-password' && command !== 'unlock')
    throw new ConfigError(adminUsage);
  const username = usernameSchema.safeParse(name);
  if (!username.success) throw new ConfigError(adminUsage);
  const existing = await admins.findByUsername(username.data);
  if (command === 'create') {
    if (existing) throw new ConfigError(`An admin named "${username.data}" already exists.`);
    await admins.create(username.data, await checkedPassword(askPassword));
    print(`Admin "${username.data}" created.`);
    return;
  }
  if (!existing) throw new ConfigError(`No admin named "${username.data}".`);
  const throttle = createLoginThrottle(db);
  if (command === 'unlock') {
    await throttle.clear(existing.username);
    print(`Login locks of "${existing.username}" lifted.`);
    return;
  }
  await admins.changePassword(existing.id, await checkedPassword(askPassword));
  // Whoever forgot the password has usually also locked themselves out trying it.
  await throttle.clear(existing.username);
  print(`Password of "${existing.username}" changed; their sessions were signed out.`);
}
