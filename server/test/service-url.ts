/**
 * The URL of a service a part of the suite needs, from the environment. Unset: that part is
 * skipped with a warning, except in CI, where a skipped part would pass unnoticed: the run stops.
 */
export function serviceUrl(variable: string, tests: string): string | undefined {
  const url = process.env[variable];
  if (url) return url;
  if (process.env.CI === 'true') {
    throw new Error(`CI=true but ${variable} is not set: ${tests} cannot run.`);
  }
  console.warn(`${variable} is not set: skipping ${tests}.`);
  return undefined;
}
