import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptSeveralPerTurn } from './accept-several-per-turn.ts';

const log = pino({ enabled: false });
const servers: Server[] = [];

async function listeningServer(): Promise<Server> {
  const server = createServer((_request, response) => response.end('ok'));
  servers.push(server);
  server.listen({ port: 0, host: '127.0.0.1', backlog: 511 });
  await once(server, 'listening');
  return server;
}

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * Opens `count` connections from another thread while this one is blocked, so that all of them
 * wait in the kernel's queue; then counts those the server takes before the end of the turn
 * (its first poll for connections). Resolves with that count once every connection was answered.
 */
async function connectionsTakenInOneTurn(server: Server, count: number): Promise<number> {
  const { port } = server.address() as AddressInfo;
  const connected = new Int32Array(new SharedArrayBuffer(4));
  const client = new Worker(
    `
    const { connect } = require('node:net');
    const { workerData: { port, count, connected } } = require('node:worker_threads');
    let open = 0;
    let answered = 0;
    for (let i = 0; i < count; i += 1) {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET / HTTP/1.1\\r\\nhost: test\\r\\n\\r\\n');
        open += 1;
        if (open === count) {
          Atomics.store(connected, 0, 1);
          Atomics.notify(connected, 0);
        }
      });
      socket.on('data', (data) => {
        if (String(data).startsWith('HTTP/1.1 200')) answered += 1;
        socket.destroy();
        if (answered === count) process.exit(0);
      });
    }
    `,
    { eval: true, workerData: { port, count, connected } },
  );
  let taken = 0;
  // The turn that takes the first connection ends at its check phase (setImmediate).
  const takenInOneTurn = new Promise<number>((resolve) =>
    server.on('connection', () => {
      taken += 1;
      if (taken === 1) setImmediate(() => resolve(taken));
    }),
  );
  // Blocked here, the server takes nothing: the kernel completes the connections and queues them.
  Atomics.wait(connected, 0, 0, 10_000);
  expect(Atomics.load(connected, 0)).toBe(1);
  const [exitCode] = await once(client, 'exit');
  expect(exitCode, 'every connection was answered').toBe(0);
  return await takenInOneTurn;
}

describe('copies of the listening socket', () => {
  it('take one connection each per turn, and every connection is answered', async () => {
    const server = await listeningServer();
    const copies = await acceptSeveralPerTurn(server, { extraHandles: 7, backlog: 511, log });
    expect(copies.copies).toBe(7);
    expect(await connectionsTakenInOneTurn(server, 20)).toBe(8);
    await copies.close();
  });

  it('without copies a turn takes one connection (what they are for)', async () => {
    const server = await listeningServer();
    expect(await connectionsTakenInOneTurn(server, 20)).toBe(1);
  });

  it('stop listening when closed, with the server', async () => {
    const server = await listeningServer();
    const { port } = server.address() as AddressInfo;
    const copies = await acceptSeveralPerTurn(server, { extraHandles: 3, backlog: 511, log });
    await copies.close();
    await new Promise((resolve) => server.close(resolve));
    const socket = connect(port, '127.0.0.1');
    const [error] = await once(socket, 'error');
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });
});
