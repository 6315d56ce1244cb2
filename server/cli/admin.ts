import { passwordMinLength } from '#contracts/auth.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/open-database.ts';
import { ensurePrivateDir } from '#server/lib/private-files.ts';
import { adminUsage, runAdminCommand } from './admin-commands.ts';
import { checkCommandLine } from './command-line.ts';
import { readPassword } from './read-password.ts';

async function run(args: string[]): Promise<void> {
  const config = loadConfig({
    ...process.env,
    ADMIN_PASSWORD: undefined,
    ADMIN_USERNAME: undefined,
  });
  ensurePrivateDir(config.dataDir);
  const db = await openDatabase(config);
  try {
    await runAdminCommand(args, {
      db,
      askPassword: async () =>
        process.env.ADMIN_PASSWORD ??
        (await readPassword(`New password (at least ${passwordMinLength} characters): `)),
      print: (line) => console.log(line),
    });
  } finally {
    await db.close();
  }
}

run(checkCommandLine(process.argv.slice(2), adminUsage, ['--role'])).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
