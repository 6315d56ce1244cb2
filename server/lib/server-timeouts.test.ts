import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { defaultServerTimeouts, timeoutOptions } from './server-timeouts.ts';

const ctx = await buildTestApp({ timeouts: { requestMs: 1000, idleMs: 5000 } });

/**
 * Sends the headers of a form post, then its body one byte every 200 ms, as a slow sender would.
 * Resolves with what the server answered and how long the connection stayed open.
 */
function trickleBody(port: number, giveUpMs: number) {
  return new Promise<{ answer: string; openMs: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 10000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.write('a'), 200);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(trickle);
      clearTimeout(giveUp);
      resolve({ answer, openMs: Date.now() - started });
    });
  });
}

describe('a slow sender', () => {
  it('is answered 408 and cut off once the request timeout has passed', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const { answer, openMs } = await trickleBody(address.port, 8000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(openMs).toBeGreaterThanOrEqual(1000);
    expect(openMs).toBeLessThan(4000);
  });

  it('has timeouts by default (Fastify leaves them off)', () => {
    const options = timeoutOptions(defaultServerTimeouts);
    expect(options.requestTimeout).toBeGreaterThan(0);
    expect(options.connectionTimeout).toBeGreaterThan(0);
    expect(options.http.headersTimeout).toBeLessThanOrEqual(options.requestTimeout);
  });
});
