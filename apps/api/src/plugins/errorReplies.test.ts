import { connect } from 'node:net';
import { recordingLogger } from '../testing/logLines';
import { startTestServer, type TestServer } from '../testing/testServer';

const log = recordingLogger();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { logger: log.logger });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

/** Sends the start of a request whose body never arrives in full, then hangs up. */
async function hangUpMidRequest(): Promise<void> {
  const { port } = server.app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":',
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.destroy();
}

describe('a client that hangs up mid-request', () => {
  it('is logged as such, not as a database outage or an error', async () => {
    await hangUpMidRequest();
    const said = () => log.entries().filter((entry) => entry.msg.includes('closed the connection'));
    for (let wait = 0; wait < 50 && said().length === 0; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(said()).toHaveLength(1);
    expect(log.entries().filter((entry) => entry.level >= 40)).toEqual([]);
  });
});
