import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Lets a listening server take up to `1 + extraHandles` new connections per turn of the event
 * loop instead of one (decision 0033).
 *
 * libuv takes one connection from the kernel's queue each time it polls a listening socket. While
 * a turn renders a page (~25 ms), a thousand parents arriving at once wait in that queue for a
 * thousand turns: under `npm run test:load` the last connections were taken 5 s (200 at once) and
 * 20 s (1,000 at once) after they arrived. Every copy of the listening socket's descriptor is
 * polled apart, so each copy takes one more connection per turn, from the same queue.
 *
 * Node has no call that copies a descriptor; passing a handle to another process makes one there,
 * so a short-lived child (no environment, nothing else to do) sends the server's handle back
 * `extraHandles` times. Each copy listens for the server and hands what it takes to it,
 * as Node's own http server takes sockets (its `connection` event), so timeouts, keep-alive and
 * the closing of idle connections treat them all alike.
 *
 * Resolves once the copies listen; with fewer (or none) and a warning when a copy cannot be made,
 * as one handle still serves everyone. `close` stops the copies listening at once and resolves
 * when the connections they took have ended.
 */
export async function acceptSeveralPerTurn(
  server: Server,
  options: { extraHandles: number; backlog: number; log: FastifyBaseLogger },
): Promise<{ copies: number; close(): Promise<void> }> {
  const copies: Server[] = [];
  // A copy already closed calls back with ERR_SERVER_NOT_RUNNING: closed all the same.
  const close = async () => {
    await Promise.all(
      copies.map((copy) => new Promise<void>((resolve) => copy.close(() => resolve()))),
    );
  };
  // Windows accepts several connections per poll already (libuv's IOCP), and its handles travel
  // between processes differently.
  const handle = (server as unknown as { _handle?: object | null })._handle;
  if (process.platform === 'win32' || !handle || options.extraHandles < 1)
    return { copies: 0, close };

  try {
    await new Promise<void>((resolve, reject) => {
      const copier = spawn(process.execPath, ['-e', copierScript], {
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
        env: {},
      });
      const timer = setTimeout(() => {
        copier.kill();
        reject(new Error('the copies did not arrive within 5 s'));
      }, 5_000);
      copier.on('error', reject);
      // Once every copy has arrived the server closes the channel and the child exits.
      copier.on('exit', () => {
        clearTimeout(timer);
        if (copies.length === options.extraHandles) resolve();
        else reject(new Error(`${copies.length} of ${options.extraHandles} copies arrived`));
      });
      copier.on('message', (_message, copiedHandle) => {
        if (!copiedHandle) return;
        // The same options Node's http server gives its own listening socket.
        const copy = createServer({ allowHalfOpen: true, noDelay: true }, (socket) =>
          server.emit('connection', socket),
        );
        copy.on('error', (error) => options.log.warn({ err: error }, 'a listening copy failed'));
        // The backlog again: listening on a copy sets it for the one socket they share.
        copy.listen(copiedHandle, options.backlog);
        copies.push(copy);
        // The child ends once its channel closes.
        if (copies.length === options.extraHandles) copier.disconnect();
      });
      copier.send({ times: options.extraHandles }, handle as never);
    });
  } catch (error) {
    options.log.warn(
      { err: error, copies: copies.length },
      'new connections are taken fewer at a time: the listening socket could not be copied',
    );
  }
  return { copies: copies.length, close };
}

/**
 * The child: sends the handle it was given back `times` times, and exits when the server closes
 * the channel. Node sends one handle at a time, each once the other side has taken the one before,
 * so the child cannot leave before.
 */
const copierScript = `
process.on('message', ({ times }, handle) => {
  for (let i = 0; i < times; i += 1) process.send('copy', handle);
});
process.on('disconnect', () => process.exit(0));
`;
