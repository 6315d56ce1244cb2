// The e2e run's mail server: a real SMTP server (smtp-server, as server/mail/test-smtp-receiver.ts)
// that keeps every mail in memory, and a small HTTP server on which the specs read them:
// GET /mails?to=<address> answers [{ to, subject, raw }]. Started by playwright.config.ts.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.argv[2]);
const httpPort = Number(process.argv[3]);
const received = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
      received.push({
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        subject: /^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? '',
        raw,
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://sink.invalid');
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname !== '/mails') return response.writeHead(404).end();
  const to = url.searchParams.get('to');
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(received.filter((mail) => !to || mail.to.includes(to))));
}).listen(httpPort, '127.0.0.1');
