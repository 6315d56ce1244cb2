import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { refusedAddress } from '#server/lib/outbound-addresses.ts';
import { checkLink } from './link-checker.ts';
import { linkProblemWords } from './link-problem-words.ts';

// A local server standing in for the sites staff link to: it answers 200, 404, refuses HEAD,
// redirects (to itself and to a private address) and hangs without answering.
const server = http.createServer((request, response) => {
  const routes: Record<string, () => void> = {
    '/ok': () => response.writeHead(200).end('ok'),
    '/missing': () => response.writeHead(404).end(),
    '/no-head': () => response.writeHead(request.method === 'HEAD' ? 405 : 200).end(),
    '/moved': () => response.writeHead(301, { location: '/ok' }).end(),
    '/to-metadata': () =>
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/hang': () => undefined,
  };
  (routes[request.url ?? ''] ?? routes['/missing']!)();
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const local = { allowLoopback: true, timeoutMs: 500 };

describe('link checker', () => {
  it('passes a page that answers 200, following a redirect and falling back from HEAD to GET', async () => {
    expect(await checkLink(`${base}/ok`, local)).toEqual({ ok: true, status: 200 });
    expect(await checkLink(`${base}/moved`, local)).toEqual({ ok: true, status: 200 });
    expect(await checkLink(`${base}/no-head`, local)).toEqual({ ok: true, status: 200 });
  });

  it('reports a 404 and a server that never answers (timeout)', async () => {
    expect(await checkLink(`${base}/missing`, local)).toEqual({ ok: false, status: 404 });
    expect(await checkLink(`${base}/hang`, local)).toEqual({ ok: false, error: 'timed out' });
  });

  it('refuses loopback, private and link-local addresses, by name or literal, and redirects to them', async () => {
    const { port } = server.address() as AddressInfo;
    for (const address of [
      `${base}/ok`,
      `http://localhost:${port}/ok`,
      `http://[::ffff:127.0.0.1]:${port}/ok`,
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/',
    ])
      expect((await checkLink(address, { timeoutMs: 500 })).error, address).toMatch(/^refused: /);
    expect((await checkLink(`${base}/to-metadata`, local)).error).toMatch(/^refused: /);
    expect(refusedAddress('8.8.8.8')).toBeUndefined();
  });

  it('reports a refused connection with its code, which the dashboard puts in plain words', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const address = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    closed.close();
    await once(closed, 'close');
    const { error } = await checkLink(address, local);
    expect(error).toMatch(/ECONNREFUSED/);
    expect(linkProblemWords({ kind: 'url', target: address, problem: error! })).toBe(
      'The site 127.0.0.1 refused the connection: check the address, or try again later.',
    );
  });

  it('checks only http and https', async () => {
    expect((await checkLink('ftp://example.org/file', local)).error).toMatch(/only http/);
    expect((await checkLink('file:///etc/passwd', local)).error).toMatch(/only http/);
    expect((await checkLink('not a url', local)).error).toBe('not a web address');
  });
});
