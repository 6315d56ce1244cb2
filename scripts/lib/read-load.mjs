// The load test's read client. With wrk (Debian's `wrk` package, written in C; `.ci/run`
// installs it) one thread of a few megabytes drives every connection, so on a two-core machine
// the server gets most of a core and the figures say what the server does. Without wrk it falls
// back to autocannon, which runs in this Node process: it spends more on each answer than the
// server does, so its figures say more about the client (the yardstick line shows by how much).
//
// LOAD_CLIENT=sockets takes socket-read-load.mjs instead, which also times the first answer on
// each connection apart from the others.
//
// Either way the answer is one shape: { client, total, perSecond, p50, p99, max, errors,
// timeouts, badStatuses: [[status, count]] } with times in milliseconds.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { socketLoad } from './socket-read-load.mjs';

const wrkFound = spawnSync('wrk', ['--version']).error === undefined;
export const readClient =
  process.env.LOAD_CLIENT === 'sockets' ? 'sockets' : wrkFound ? 'wrk' : 'autocannon';

/**
 * Each wrk thread runs this: it asks for the paths in turn and, at the end, prints one JSON line.
 * `errors.status` counts answers other than 2xx and 3xx (a 304 is fine).
 */
const wrkScript = `
local paths = {}
for line in io.lines(os.getenv("READ_LOAD_PATHS")) do paths[#paths + 1] = line end
local next = 0
request = function()
  next = next % #paths + 1
  return wrk.format("GET", paths[next])
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format(
    'READ_LOAD {"total":%d,"micros":%d,"socket":%d,"status":%d,"timeouts":%d,"p50":%.1f,"p99":%.1f,"max":%.1f}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write, e.status, e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
`;

async function wrkLoad(base, reads, { connections, seconds }) {
  const folder = mkdtempSync(path.join(tmpdir(), 'school-read-load-'));
  try {
    writeFileSync(path.join(folder, 'reads.lua'), wrkScript);
    writeFileSync(path.join(folder, 'paths.txt'), `${reads.join('\n')}\n`);
    const wrk = spawn(
      'wrk',
      [
        '--threads=1',
        `--connections=${connections}`,
        `--duration=${seconds}s`,
        // At the start every connection opens at once; a saturated Node server accepts some of
        // them seconds late (a bare node:http server does the same): not a lost read.
        '--timeout=30s',
        '--header=accept-encoding: br, gzip',
        `--script=${path.join(folder, 'reads.lua')}`,
        base,
      ],
      { env: { ...process.env, READ_LOAD_PATHS: path.join(folder, 'paths.txt') } },
    );
    let output = '';
    wrk.stdout.on('data', (chunk) => (output += chunk));
    wrk.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => wrk.on('close', resolve));
    const line = /READ_LOAD (\{.*\})/.exec(output);
    if (code !== 0 || !line) throw new Error(`wrk stopped (${code}): ${output}`);
    const figures = JSON.parse(line[1]);
    return {
      client: 'wrk',
      total: figures.total,
      perSecond: figures.total / (figures.micros / 1e6),
      p50: figures.p50,
      p99: figures.p99,
      max: figures.max,
      errors: figures.socket + figures.timeouts + figures.status,
      timeouts: figures.timeouts,
      badStatuses: figures.status ? [['other than 2xx or 3xx', figures.status]] : [],
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function autocannonLoad(base, reads, { connections, seconds }) {
  const result = await new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        timeout: 30,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: reads.map((read) => ({ method: 'GET', path: read })),
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    ),
  );
  const badStatuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2') && status !== '304')
    .map(([status, stats]) => [status, stats.count]);
  return {
    client: 'autocannon',
    total: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + badStatuses.reduce((sum, [, count]) => sum + count, 0),
    timeouts: result.timeouts,
    badStatuses,
  };
}

const clients = { sockets: socketLoad, wrk: wrkLoad, autocannon: autocannonLoad };

/** `connections` connections asking for `reads` in turn for `seconds`; the figures. */
export const readLoad = (base, reads, phase) => clients[readClient](base, reads, phase);
