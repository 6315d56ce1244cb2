// The load test's third read client (LOAD_CLIENT=sockets): plain keep-alive sockets in this
// process, one request at a time on each, every answer timed from the request's write to its
// last byte. It spends more of the machine than wrk does, but it keeps every timing, so it can
// tell apart the first answer on each connection (which includes the wait to be accepted: Node
// 20's libuv accepts one new connection per turn of the event loop) from the answers after it.
// docs/scripts.md gives what it and wrk measured side by side.
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';

const timeoutMs = 30_000;

/** Where an HTTP/1.1 answer at the start of `bytes` ends, or -1 while it is incomplete. */
function answerEnd(bytes) {
  const headEnd = bytes.indexOf('\r\n\r\n');
  if (headEnd < 0) return -1;
  const head = bytes.subarray(0, headEnd).toString('latin1');
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = headEnd + 4 + Number(length[1]);
    return bytes.length >= end ? end : -1;
  }
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return headEnd + 4;
  let at = headEnd + 4;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) return -1;
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    at = lineEnd + 2 + size + 2;
    if (bytes.length < at) return -1;
    if (size === 0) return at;
  }
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
const rounded = (ms) => Math.round(ms * 10) / 10;

/** `connections` sockets asking for `reads` in turn for `seconds`; read-load.mjs's shape. */
export async function socketLoad(base, reads, { connections, seconds }) {
  const { hostname, port, host } = new URL(base);
  const first = [];
  const later = [];
  const statuses = new Map();
  let errors = 0;
  let timeouts = 0;
  let next = 0;
  let running = true;
  const sockets = [];
  /** Each socket's unanswered request: when it was written. */
  const waitingSince = new Map();

  const opened = Array.from({ length: connections }, () => {
    const socket = connect(Number(port), hostname);
    socket.setNoDelay(true);
    sockets.push(socket);
    let pending = Buffer.alloc(0);
    let answered = 0;
    const ask = () => {
      if (!running) return socket.destroy();
      const path = reads[next++ % reads.length];
      waitingSince.set(socket, performance.now());
      socket.write(`GET ${path} HTTP/1.1\r\nhost: ${host}\r\naccept-encoding: br, gzip\r\n\r\n`);
    };
    socket.on('connect', ask);
    socket.on('data', (chunk) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const end = answerEnd(pending);
      if (end < 0) return;
      const sentAt = waitingSince.get(socket);
      waitingSince.delete(socket);
      const status = pending.subarray(9, 12).toString('latin1');
      if (!status.startsWith('2') && status !== '304')
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      pending = pending.subarray(end);
      (answered++ === 0 ? first : later).push(performance.now() - sentAt);
      ask();
    });
    socket.on('error', () => (errors += 1));
    return new Promise((resolve) =>
      socket.on('close', () => {
        waitingSince.delete(socket);
        resolve();
      }),
    );
  });
  // One sweep a second rather than a timer per request: the client shares the processor.
  const sweep = setInterval(() => {
    const now = performance.now();
    for (const [socket, since] of waitingSince) {
      if (now - since < timeoutMs) continue;
      timeouts += 1;
      socket.destroy();
    }
  }, 1000);

  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  running = false;
  clearInterval(sweep);
  const elapsed = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.destroy();
  await Promise.all(opened);

  const all = [...first, ...later].sort((a, b) => a - b);
  first.sort((a, b) => a - b);
  later.sort((a, b) => a - b);
  const badStatuses = [...statuses];
  return {
    client: 'sockets',
    total: all.length,
    perSecond: all.length / elapsed,
    p50: rounded(percentile(all, 50)),
    p99: rounded(percentile(all, 99)),
    max: rounded(all.at(-1) ?? 0),
    errors: errors + timeouts + badStatuses.reduce((sum, [, count]) => sum + count, 0),
    timeouts,
    badStatuses,
    firstAnswers: { p50: rounded(percentile(first, 50)), max: rounded(first.at(-1) ?? 0) },
    laterAnswers: { p99: rounded(percentile(later, 99)) },
  };
}
