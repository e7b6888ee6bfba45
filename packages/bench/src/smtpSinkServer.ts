// The SMTP server the outbox bench's site sends to, in a process of its own (like a real mail server, it
// never shares the site's or the load generator's event loop): takes every message and keeps none.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, accepted) {
    stream.on('end', () => accepted());
    stream.resume();
  },
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.server.address() as AddressInfo;
  process.stdout.write(`smtp://127.0.0.1:${port}\n`);
});
