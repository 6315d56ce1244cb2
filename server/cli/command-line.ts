/**
 * What every CLI in server/cli/ does with its arguments before it opens or writes anything:
 * `--help` or `-h` prints the usage on stdout and exits 0; an option it does not take (anything
 * else starting with `-`) prints the usage on stderr and exits 2, so `npm run backup -- --help`
 * can never become an archive named `--help`. Returns the arguments otherwise.
 */
export function checkCommandLine(
  args: string[],
  usage: string,
  options: readonly string[] = [],
): string[] {
  if (args.some((arg) => arg === '--help' || arg === '-h')) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  const unknown = args.find((arg) => arg.startsWith('-') && !options.includes(arg));
  if (unknown !== undefined) {
    process.stderr.write(`Unknown option: ${unknown}\n${usage}\n`);
    process.exit(2);
  }
  return args;
}
