import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '#server/lib/project-root.ts';

// The built CLIs, as `npm run admin|backup|restore` run them (run `npm run build` first): help
// and a mistyped option answer before anything is opened or written (server/cli/command-line.ts).
const distDir = path.join(projectRoot(), process.env.DIST_DIR ?? 'dist', 'server');
const workDir = mkdtempSync(path.join(tmpdir(), 'school-cli-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function runCli(cli: string, args: string[]) {
  const script = path.join(distDir, `${cli}-cli.js`);
  if (!existsSync(script)) throw new Error(`No build at ${script}: run \`npm run build\`.`);
  return spawnSync(process.execPath, [script, ...args], {
    cwd: workDir,
    env: { ...process.env, DATA_DIR: path.join(workDir, 'data'), DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

describe.each(['admin', 'backup', 'restore'])('npm run %s', (cli) => {
  it.each(['--help', '-h'])('answers %s with its usage on stdout, exit 0', (flag) => {
    const result = runCli(cli, [flag]);
    expect(result.stdout).toMatch(new RegExp(`^Usage:[^]*npm run ${cli}`));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readdirSync(workDir)).toEqual([]);
  });

  it('refuses an option it does not take with the usage, exit 2, writing nothing', () => {
    const result = runCli(cli, cli === 'admin' ? ['list', '--verbose'] : ['--verbose']);
    expect(result.stderr).toMatch(
      new RegExp(`^Unknown option: --verbose\\nUsage:[^]*npm run ${cli}`),
    );
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
    expect(readdirSync(workDir)).toEqual([]);
  });
});
