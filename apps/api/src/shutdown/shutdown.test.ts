import { once } from 'node:events';
import { connect } from 'node:net';
import { pngOfSize } from '../testing/images';
import { logIn, useServerProcesses, type Started } from '../testing/serverProcess';

// Each test starts a server with its embedded PostgreSQL, and one streams an upload past the 7 s deadline.
jest.setTimeout(120_000);

const { start } = useServerProcesses();
const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password' };

/** A raw connection to the server, with everything it received so far. */
async function openConnection(server: Started) {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  let received = '';
  socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
  const closed = once(socket, 'close').then(() => Date.now());
  return { socket, received: () => received, closed };
}

/** Opens a connection and makes one keep-alive request on it, leaving it idle afterwards. */
async function idleKeepAliveConnection(server: Started) {
  const connection = await openConnection(server);
  connection.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  while (!connection.received().includes('"status"')) await new Promise((r) => setTimeout(r, 20));
  expect(connection.received()).toMatch(/Connection: keep-alive/i);
  return connection;
}

/** Starts an upload of `size` bytes (its first 10,000 bytes), with functions that send more of it. */
async function startUpload(server: Started, cookie: string, size: number) {
  const connection = await openConnection(server);
  const boundary = 'shutdown-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, await pngOfSize(size), tail]);
  connection.socket.write(
    `POST /api/admin/upload HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nConnection: keep-alive\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  let sent = 0;
  const send = (bytes: number) => {
    connection.socket.write(body.subarray(sent, sent + bytes));
    sent += bytes;
  };
  const sendRest = () => send(body.length - sent);
  send(10_000);
  // Until the server has read the request's head, its connection counts as idle.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { ...connection, send, sendRest };
}

async function signedIn(server: Started): Promise<string> {
  const response = await logIn(server, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

const exitOf = (server: Started) =>
  once(server.process, 'exit').then(([code]) => ({ code: code as number | null, at: Date.now() }));

describe('SIGTERM', () => {
  it('closes idle keep-alive connections at once, lets a request in flight finish with Connection: close, and exits', async () => {
    const server = await start(ADMIN);
    const cookie = await signedIn(server);
    const idle = await Promise.all(
      Array.from({ length: 5 }, () => idleKeepAliveConnection(server)),
    );
    const upload = await startUpload(server, cookie, 200_000);
    const exited = exitOf(server);

    const signalled = Date.now();
    server.process.kill('SIGTERM');
    for (const connection of idle) expect((await connection.closed) - signalled).toBeLessThan(1000);

    upload.sendRest();
    await upload.closed;
    expect(upload.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(upload.received()).toMatch(/\r\nConnection: close\r\n/i);
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
  });

  it('waits past its deadline for an upload still streaming in, then exits', async () => {
    const server = await start(ADMIN);
    const cookie = await signedIn(server);
    const upload = await startUpload(server, cookie, 400_000);
    const exited = exitOf(server);

    server.process.kill('SIGTERM');
    // Ten seconds of a slow upload: longer than the 7 s the HTTP server otherwise gets.
    for (let second = 0; second < 10; second++) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      upload.send(20_000);
    }
    upload.sendRest();
    await upload.closed;
    expect(upload.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect((await exited).code).toBe(0);
  });
});
