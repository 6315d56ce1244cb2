import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

export type SocketAnswer = { statusCode: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * A request to a listening server over a real socket, the body as sent (not decompressed): the
 * early answers (server/cache/early-answers.ts) sit in front of Fastify, where inject never goes.
 */
export function socketRequest(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string> = {},
) {
  return new Promise<SocketAnswer>((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path: url, headers });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          statusCode: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject).end();
  });
}

/** Headers the HTTP server adds, or Fastify's own wording of them, on each path alike. */
const perConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** An answer's headers without the per-connection ones, as sorted strings, to compare two paths. */
export const answerHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !perConnection.has(name))
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );
