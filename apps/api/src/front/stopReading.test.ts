import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { stopReading } from './stopReading';

/** A process that takes a socket over IPC, as the app does, and sends back the first bytes it reads. */
const TAKER = `process.on('message', (_, socket) => {
  socket.setEncoding('latin1');
  socket.once('data', (text) => process.send(text));
});`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** A connected pair: the server's socket (paused, as the front holds it at hand-off) and the client's. */
async function connectedPair(): Promise<{ accepted: Socket; client: Socket; close(): void }> {
  const server = createServer({ pauseOnConnect: true });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
  const [accepted] = (await once(server, 'connection')) as [Socket];
  accepted.resume();
  client.write('first');
  await once(accepted, 'data');
  accepted.pause();
  return {
    accepted,
    client,
    close() {
      client.destroy();
      accepted.destroy();
      server.close();
    },
  };
}

// Node has no public call that stops a server socket's handle from reading: this holds the private one the
// front uses (stopReading.ts) to what the front needs of it, and fails the day a Node release changes it.
describe('a socket whose reading was stopped', () => {
  it('leaves the bytes that arrive afterwards in the kernel, unread by this process', async () => {
    const { accepted, client, close } = await connectedPair();
    stopReading(accepted);
    const readBefore = accepted.bytesRead;
    client.write('for the app');
    await settle();
    expect(accepted.bytesRead).toBe(readBefore);
    expect(accepted.readableLength).toBe(0);
    close();
  });

  it('gives those bytes, in full, to the process the socket is handed to', async () => {
    const { accepted, client, close } = await connectedPair();
    const app = spawn(process.execPath, ['-e', TAKER], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    stopReading(accepted);
    client.write('for the app');
    await settle();
    app.send('take', accepted);
    const [text] = (await once(app, 'message')) as [string];
    expect(text).toBe('for the app');
    app.kill();
    close();
  });

  it('is still read when only paused (the day this fails, pause() does the job publicly)', async () => {
    const { accepted, client, close } = await connectedPair();
    const readBefore = accepted.bytesRead;
    client.write('read anyway');
    await settle();
    expect(accepted.bytesRead).toBe(readBefore + 'read anyway'.length);
    close();
  });
});
