import { mkdirSync } from 'node:fs';
import { newPasswordSchema, usernameSchema } from '#contracts/auth.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { createAdminsRepository } from '../modules/auth/admins-repository.ts';
import { readPassword } from './read-password.ts';

const usage = `Usage:
  npm run admin -- create <username>           create an admin
  npm run admin -- reset-password <username>   set a new password (signs out all their sessions)
  npm run admin -- list                        list admins
The password is read from ADMIN_PASSWORD, or asked for when it is not set.`;

async function askPassword(): Promise<string> {
  const password =
    process.env.ADMIN_PASSWORD ?? (await readPassword('New password (at least 10 characters): '));
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success)
    throw new ConfigError(checked.error.issues[0]?.message ?? 'Invalid password.');
  return password;
}

async function run(command: string | undefined, name: string | undefined): Promise<void> {
  const config = loadConfig({
    ...process.env,
    ADMIN_PASSWORD: undefined,
    ADMIN_USERNAME: undefined,
  });
  if (command !== 'list' && command !== 'create' && command !== 'reset-password')
    throw new ConfigError(usage);
  mkdirSync(config.dataDir, { recursive: true });
  const db = await openDatabase(config);
  const admins = createAdminsRepository(db);
  try {
    if (command === 'list') {
      const all = await admins.list();
      if (all.length === 0) console.log('No admins yet.');
      for (const admin of all)
        console.log(`${admin.username}\t(created ${admin.createdAt.toISOString()})`);
      return;
    }
    const username = usernameSchema.safeParse(name);
    if (!username.success) throw new ConfigError(usage);
    const existing = await admins.findByUsername(username.data);
    if (command === 'create') {
      if (existing) throw new ConfigError(`An admin named "${username.data}" already exists.`);
      await admins.create(username.data, await askPassword());
      console.log(`Admin "${username.data}" created.`);
      return;
    }
    if (!existing) throw new ConfigError(`No admin named "${username.data}".`);
    await admins.changePassword(existing.id, await askPassword());
    console.log(`Password of "${username.data}" changed; their sessions were signed out.`);
  } finally {
    await db.close();
  }
}

run(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
