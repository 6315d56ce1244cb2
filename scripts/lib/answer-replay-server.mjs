// The load test's yardstick: a bare node:http server that does nothing but send back answers the
// school's server gave earlier (status, headers and compressed body, byte for byte). The load test
// runs the same client against it, so its figures say what this machine and this client can
// measure at all: the school's server cannot answer faster than a server that only sends bytes.
//
// Run as a child process (so it gets its own event loop, as the school's server does):
//   node --import tsx scripts/lib/answer-replay-server.mjs <answers.json> ; prints its port on the
//   first line.
// answers.json: [{ path, status, headers: [name, value, name, value, ...], body: base64 }, ...]
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { acceptSeveralPerTurn } from '../../server/lib/accept-several-per-turn.ts';

const answers = new Map(
  JSON.parse(readFileSync(process.argv[2], 'utf8')).map((answer) => [
    answer.path,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url);
  if (!answer) {
    response.writeHead(404, { 'content-length': 0 }).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
});
// The same queue of unaccepted connections as the school's server, taken as many at a time
// (server/main.ts).
const backlog = 4096;
server.listen({ port: 0, host: '127.0.0.1', backlog }, async () => {
  await acceptSeveralPerTurn(server, { extraHandles: 63, backlog, log: console });
  console.log(server.address().port);
});
