#!/usr/bin/env node
// `npm test`: build, check the demo, run the server and unit tests (Vitest) and the browser tests
// (Playwright), then print one closing line that counts them all, "tests: N passed, N failed,
// N skipped". Each runner's own summary is in its own words; CI reads that plain line, so a run
// that tested nothing can be told from one that passed. Stops at the first step that fails, as
// `a && b` would, and exits with its code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const reports = 'reports';
const vitestReport = `${reports}/vitest.json`;
const playwrightReport = `${reports}/playwright.json`;
mkdirSync(reports, { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });
rmSync(`${reports}/closing-line.txt`, { force: true });

const steps = [
  ['npm', ['run', 'build']],
  ['npm', ['run', 'check:demo']],
  [
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ['npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport }],
];

let exitCode = 0;
for (const [command, args, env] of steps) {
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  exitCode = run.status ?? 1;
  if (exitCode !== 0) break;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(vitestReport)) {
  const vitest = JSON.parse(readFileSync(vitestReport, 'utf8'));
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  // A test that passed on its retry is "flaky": it passed, and the list above names it.
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}
const closingLine = `tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
console.log(closingLine);
// .ci/run prints it again as its own last line, after the crash and load suites.
writeFileSync(`${reports}/closing-line.txt`, `${closingLine}\n`);
process.exit(exitCode);
