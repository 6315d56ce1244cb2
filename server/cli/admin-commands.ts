import { eq } from 'drizzle-orm';
import { usernameSchema } from '#contracts/auth.ts';
import { roles, type Role } from '#contracts/roles.ts';
import { schoolSettingsSchema, type SchoolSettings } from '#contracts/school-settings.ts';
import { ConfigError } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import { createAuditRepository } from '#server/modules/audit/index.ts';
import {
  createAdminsRepository,
  createLoginThrottle,
  newPasswordProblem,
} from '#server/modules/auth/index.ts';
import { schoolSettingKey } from '#server/modules/settings/index.ts';

export const adminUsage = `Usage:
  npm run admin -- create <username> [--role administrator|editor|office]
                                               create a staff account (administrator by default)
  npm run admin -- reset-password <username>   set a new password (signs out all their sessions,
                                               lifts their login locks)
  npm run admin -- unlock <username>           lift the login locks of that admin, from every address
  npm run admin -- list                        list staff accounts and their roles
The password is read from ADMIN_PASSWORD, or asked for when it is not set.`;

export type AdminCommandDeps = {
  db: Database;
  /** The new password as typed; checked here against the password rules. */
  askPassword: () => Promise<string>;
  print: (line: string) => void;
};

/** The school's stored settings, if it is set up: a password must not be guessable from them. */
async function storedSchool(db: Database): Promise<SchoolSettings | undefined> {
  const { settings } = db.tables;
  const [row] = await db.read.select().from(settings).where(eq(settings.key, schoolSettingKey));
  return schoolSettingsSchema.safeParse(row?.value).data;
}

async function checkedPassword(
  db: Database,
  ask: () => Promise<string>,
  username: string,
): Promise<string> {
  const password = await ask();
  const problem = await newPasswordProblem(password, username, await storedSchool(db));
  if (problem) throw new ConfigError(problem);
  return password;
}

/** Who the audit log names for changes made with `npm run admin`. */
export const commandLineActor = 'command line';

/** `[--role <role>]` after the username; administrator when absent. */
function roleOption(options: string[]): Role {
  if (options.length === 0) return 'administrator';
  const [flag, value] = options;
  const role = roles.find((candidate) => candidate === value);
  if (flag !== '--role' || !role || options.length !== 2) throw new ConfigError(adminUsage);
  return role;
}

/** One `npm run admin` command on an open database; a ConfigError carries what to tell the operator. */
export async function runAdminCommand(args: string[], deps: AdminCommandDeps): Promise<void> {
  const { db, askPassword, print } = deps;
  const [command, name, ...options] = args;
  const admins = createAdminsRepository(db);
  const audit = createAuditRepository(db);
  if (command === 'list') {
    const all = await admins.list();
    if (all.length === 0) print('No admins yet.');
    for (const admin of all)
      print(`${admin.username}\t${admin.role}\t(created ${admin.createdAt.toISOString()})`);
    return;
  }
  if (command !== 'create' && command !== 'reset-password' && command !== 'unlock')
    throw new ConfigError(adminUsage);
  const username = usernameSchema.safeParse(name);
  if (!username.success) throw new ConfigError(adminUsage);
  const existing = await admins.findByUsername(username.data);
  if (command === 'create') {
    const role = roleOption(options);
    if (existing) throw new ConfigError(`An admin named "${username.data}" already exists.`);
    const created = await admins.create(
      username.data,
      await checkedPassword(db, askPassword, username.data),
      role,
    );
    await audit.append({
      adminUsername: commandLineActor,
      action: 'create',
      entity: 'account',
      entityId: created.id,
      summary: `${created.username} (${role})`,
    });
    print(`Admin "${username.data}" created with the role ${role}.`);
    return;
  }
  if (options.length > 0) throw new ConfigError(adminUsage);
  if (!existing) throw new ConfigError(`No admin named "${username.data}".`);
  const throttle = createLoginThrottle(db);
  const recordUpdate = (summary: string) =>
    audit.append({
      adminUsername: commandLineActor,
      action: 'update',
      entity: 'account',
      entityId: existing.id,
      summary: `${existing.username}: ${summary}`,
    });
  if (command === 'unlock') {
    await throttle.clear(existing.username);
    await recordUpdate('login locks lifted');
    print(`Login locks of "${existing.username}" lifted.`);
    return;
  }
  await admins.changePassword(
    existing.id,
    await checkedPassword(db, askPassword, existing.username),
  );
  // Whoever forgot the password has usually also locked themselves out trying it.
  await throttle.clear(existing.username);
  await recordUpdate('password reset');
  print(`Password of "${existing.username}" changed; their sessions were signed out.`);
}
