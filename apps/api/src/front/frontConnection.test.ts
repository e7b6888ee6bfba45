import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import type { CachedAnswer } from '../cache/cachedAnswer';
import type { AnswerSource } from '../cache/cachedAnswers';
import { serveConnection } from './frontConnection';

const BLOG: CachedAnswer = {
  status: 200,
  headers: ['content-type', 'application/json', 'content-length', '9'],
  body: Buffer.from('["posts"]'),
};

/** An answer larger than a socket's buffers, for GET /icon.png. */
const ICON_BODY = Buffer.alloc(256 * 1024, 'i');
const ICON: CachedAnswer = {
  status: 200,
  headers: ['content-type', 'image/png', 'content-length', String(ICON_BODY.length)],
  body: ICON_BODY,
};

/** A replica holding two answers, for GET /api/blog and GET /icon.png. */
const source: AnswerSource = {
  contentKey: ({ url }) => url ?? null,
  keptAnswer: (key) => (key === '/api/blog' ? BLOG : key === '/icon.png' ? ICON : null),
  hotFile: () => undefined,
};

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: a\r\nAccept: */*\r\n\r\n`;

interface Handed {
  socket: Socket;
  unanswered: string;
  /** The bytes the front had written on the socket and not yet sent when it handed it over. */
  stillToSend: number;
}

let server: Server;
let handed: Handed[];
let client: Socket;

async function open(headTimeoutMs = 10_000): Promise<void> {
  handed = [];
  server = createServer((socket) =>
    serveConnection(socket, {
      source,
      keepAliveSeconds: 72,
      headTimeoutMs,
      handOff: (socket, unanswered) =>
        handed.push({
          socket,
          unanswered: unanswered.toString('latin1'),
          stillToSend: socket.writableLength,
        }),
    }),
  );
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  client = connect((server.address() as AddressInfo).port, '127.0.0.1');
  client.setEncoding('latin1');
  await once(client, 'connect');
}

/** What the client has received once `count` answers (by their status lines) have arrived. */
async function received(count: number): Promise<string> {
  let text = '';
  while ((text.match(/HTTP\/1\.1 /g) ?? []).length < count || !text.endsWith('["posts"]')) {
    const [chunk] = (await once(client, 'data')) as [string];
    text += chunk;
  }
  return text;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

afterEach(async () => {
  client.destroy();
  for (const { socket } of handed) socket.destroy();
  server.close();
  await once(server, 'close');
});

describe('a client connection to the front', () => {
  it('gets a cached answer, with keep-alive, and another on the same connection', async () => {
    await open();
    client.write(get('/api/blog'));
    const first = await received(1);
    expect(first).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(first).toContain('Connection: keep-alive\r\nKeep-Alive: timeout=72\r\n');
    expect(first.endsWith('\r\n\r\n["posts"]')).toBe(true);
    client.write(get('/api/blog'));
    expect(await received(1)).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(handed).toEqual([]);
  });

  it('gets the answers to pipelined requests in order, a head split across packets too', async () => {
    await open();
    const both = get('/api/blog') + get('/api/blog');
    client.write(both.slice(0, 60));
    await new Promise((resolve) => setTimeout(resolve, 20));
    client.write(both.slice(60));
    expect(await received(2)).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\["posts"\]HTTP\/1\.1 200 OK/);
  });

  it('gets no body in answer to a HEAD', async () => {
    await open();
    client.write('HEAD /api/blog HTTP/1.1\r\nHost: a\r\n\r\n');
    const [text] = (await once(client, 'data')) as [string];
    expect(text).toMatch(/content-length: 9\r\n[\s\S]*\r\n\r\n$/);
  });

  it('is closed after the answer to a client that asked it to', async () => {
    await open();
    const closed = once(client, 'close');
    client.write(
      `GET /api/blog HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n${get('/api/blog')}`,
    );
    const text = await received(1);
    await closed;
    expect(text).toContain('Connection: close\r\n');
    expect(text.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });

  it('goes to the app at a request the replica has no answer for, with that request', async () => {
    await open();
    client.write(get('/api/apps'));
    await until(() => handed.length === 1);
    expect(handed[0]!.unanswered).toBe(get('/api/apps'));
  });

  it('goes to the app after the answers before, with a request the front never answers and its body', async () => {
    await open();
    const post = 'POST /api/contact HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}';
    client.write(get('/api/blog') + post);
    expect(await received(1)).toMatch(/^HTTP\/1\.1 200 OK/);
    await until(() => handed.length === 1);
    expect(handed[0]!.unanswered).toBe(post);
  });

  it('is handed over only once the answers before have left, to a client that reads slowly', async () => {
    await open();
    client.pause();
    client.write(get('/icon.png').repeat(40) + get('/api/apps'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(handed).toEqual([]);
    let text = '';
    client.on('data', (chunk: string) => {
      text += chunk;
      client.pause();
      setTimeout(() => client.resume(), 1);
    });
    const ended = once(client, 'end');
    client.resume();
    await until(() => handed.length === 1);
    expect(handed[0]!.stillToSend).toBe(0);
    expect(handed[0]!.unanswered).toBe(get('/api/apps'));
    handed[0]!.socket.end('the app answers');
    await ended;
    // Every answer whole and in order, then what the app wrote: nothing lost between them.
    const answers = text.split(/(?=HTTP\/1\.1 200 OK\r\n)/);
    const body = ICON_BODY.toString('latin1');
    expect(answers.length).toBe(40);
    expect(answers.slice(0, -1).every((answer) => answer.endsWith(`\r\n\r\n${body}`))).toBe(true);
    expect(answers.at(-1)!.endsWith(`\r\n\r\n${body}the app answers`)).toBe(true);
  });

  it('answers nothing more on a connection once handed over', async () => {
    await open();
    let received = '';
    client.on('data', (chunk: string) => (received += chunk));
    client.write(get('/api/apps'));
    await until(() => handed.length === 1);
    client.write(get('/api/blog'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toBe('');
    expect(handed).toHaveLength(1);
  });

  it('is closed when a head does not arrive in time, however slowly it trickles', async () => {
    await open(100);
    const closed = once(client, 'close');
    client.write('GET /api/blog HTTP/1.1\r\n');
    const trickle = setInterval(() => client.write('X'), 30);
    await closed;
    clearInterval(trickle);
    expect(handed).toEqual([]);
  });
});
