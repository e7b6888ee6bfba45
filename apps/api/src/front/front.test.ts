import { createTestDatabase, type TestDatabase } from '@studio/db/testing';
import type { PreviewLink, UploadResult } from '@studio/schemas';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import { answersIn } from '../testing/answerStream';
import { builtWebDir } from '../testing/builtWeb';
import { appAddressesWithControlCharacters } from '../testing/controlCharacters';
import { eventually } from '../testing/eventually';
import { screenshotPng } from '../testing/images';
import { multipartFile } from '../testing/multipart';
import { rawAnswer, type RawAnswer } from '../testing/rawAnswer';
import { appPidOf, logIn, stop, useServerProcesses, type Started } from '../testing/serverProcess';
import { everyStatus, statusesOf } from '../testing/statuses';

// The site as `pnpm start` runs it, the front and the app each a process; each start compiles it on the fly.
jest.setTimeout(120_000);

const ADMIN = { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password' };
// The client connects from another loopback address than the front's, so that its address tells them apart.
const CLIENT_ADDRESS = '127.0.0.2';
const BROTLI = { 'accept-encoding': 'br' };

const servers = useServerProcesses();
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/**
 * A request from CLIENT_ADDRESS on a connection of its own, its body as sent (still compressed); fails after
 * `withinMs`.
 */
function send(
  site: Started,
  path: string,
  {
    method = 'GET',
    headers = {} as Record<string, string>,
    body = '' as string | Buffer,
    withinMs = 30_000,
  } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: hostname,
        port,
        path,
        method,
        headers,
        localAddress: CLIENT_ADDRESS,
        agent: false,
        timeout: withinMs,
      },
      (answer) => {
        rawAnswer(answer).then(resolve, reject);
      },
    );
    sent.on('timeout', () =>
      sent.destroy(new Error(`No answer to ${method} ${path} within ${withinMs} ms`)),
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/**
 * The answer to a request while the app is frozen, so that only the front can give it: a popular answer
 * reaches the front's replica moments after the app has it.
 */
async function answeredByTheFront(
  site: Started,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  const app = appPidOf(site);
  for (let attempt = 0; attempt < 20; attempt++) {
    process.kill(app, 'SIGSTOP');
    try {
      return await send(site, path, { method, headers, withinMs: 300 });
    } catch {
      // Left to the app: not in the replica yet.
    } finally {
      process.kill(app, 'SIGCONT');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The front never answered ${method} ${path} on its own`);
}

async function signedIn(site: Started): Promise<Record<string, string>> {
  const response = await logIn(site, ADMIN.ADMIN_USERNAME, ADMIN.ADMIN_PASSWORD);
  return { cookie: response.headers.get('set-cookie')!.split(';')[0]! };
}

/** The paths of the socket files anywhere under a folder. */
async function socketFilesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isSocket())
    .map((entry) => join(entry.parentPath, entry.name));
}

const json = (answer: RawAnswer) => JSON.parse(answer.body.toString()) as unknown;

describe('the site behind its front', () => {
  let site: Started;
  let admin: Record<string, string>;
  let temporaryFolder: string;
  beforeAll(async () => {
    temporaryFolder = await mkdtemp(join(tmpdir(), 'studio-front-tmp-'));
    site = await servers.start({
      ...ADMIN,
      DATABASE_URL: database.url,
      SAMPLE_CONTENT: 'true',
      TMPDIR: temporaryFolder,
    });
    admin = await signedIn(site);
  });
  afterAll(async () => {
    expect(await stop(site, 'SIGTERM')).toBe(0);
    await rm(temporaryFolder, { recursive: true, force: true });
  });

  it('leaves no socket file through which anyone could reach the app past the front', async () => {
    expect(await socketFilesIn(temporaryFolder)).toEqual([]);
  });

  it('answers a popular read itself, with what the app sent, while the app is busy', async () => {
    const first = await send(site, '/api/blog', { headers: BROTLI });
    await send(site, '/api/blog', { headers: BROTLI });
    const fromFront = await answeredByTheFront(site, '/api/blog', BROTLI);
    expect(fromFront.status).toBe(200);
    expect(fromFront.headers.etag).toBe(first.headers.etag);
    expect(fromFront.headers['content-type']).toBe(first.headers['content-type']);
    expect(JSON.parse(brotliDecompressSync(fromFront.body).toString())).toEqual(
      JSON.parse(brotliDecompressSync(first.body).toString()),
    );
  });

  it('answers HEAD and a 304 of a popular read itself', async () => {
    const { headers } = await answeredByTheFront(site, '/api/apps', BROTLI);
    const head = await answeredByTheFront(site, '/api/apps', BROTLI, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(headers['content-length']);
    const unchanged = await answeredByTheFront(site, '/api/apps', {
      ...BROTLI,
      'if-none-match': headers.etag!,
    });
    expect(unchanged.status).toBe(304);
  });

  it('answers a popular icon itself, and leaves a byte range of it to the app', async () => {
    const [app] = json(await send(site, '/api/apps')) as Array<{ icon: string }>;
    const icon = `${app!.icon}?w=160`;
    const avif = { accept: 'image/avif,image/webp,*/*' };
    const first = await send(site, icon, { headers: avif });
    const fromFront = await answeredByTheFront(site, icon, avif);
    expect(fromFront.headers['content-type']).toBe('image/avif');
    expect(fromFront.body).toEqual(first.body);
    const range = await send(site, icon, { headers: { ...avif, range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(range.body).toEqual(first.body.subarray(0, 10));
  });

  it('shows the admin a change on the very next read', async () => {
    const save = (content: string) =>
      send(site, '/api/admin/settings/app-ads', {
        method: 'PUT',
        headers: { ...admin, 'content-type': 'application/json' },
        body: JSON.stringify({ content }),
      });
    await save('google.com, pub-0, DIRECT\n');
    await answeredByTheFront(site, '/app-ads.txt');
    for (let change = 1; change <= 5; change++) {
      const content = `google.com, pub-${change}, DIRECT\n`;
      expect((await save(content)).status).toBe(200);
      expect((await send(site, '/app-ads.txt')).body.toString()).toBe(content);
    }
  });

  it('hands a connection to the app at a request it does not answer, and the app answers the rest', async () => {
    const { hostname, port } = new URL(site.url);
    const socket = connect({ host: hostname, port: Number(port), localAddress: CLIENT_ADDRESS });
    socket.setEncoding('latin1');
    let received = '';
    socket.on('data', (chunk: string) => (received += chunk));
    const login = JSON.stringify({ username: 'owner', password: 'not the password' });
    socket.write(
      `POST /api/login HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${login.length}\r\n\r\n${login}` +
        'GET /api/health HTTP/1.1\r\nHost: a\r\n\r\n',
    );
    await eventually(
      async () => received,
      (text) => (text.match(/HTTP\/1\.1 /g) ?? []).length === 2,
    );
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 401 [\s\S]*HTTP\/1\.1 200 /);
  });

  it('hands over many connections at once, each with the body that arrives after its head', async () => {
    const { hostname, port } = new URL(site.url);
    // An event of no known type: the app answers 400 once it has read the body.
    const event = JSON.stringify({ type: 'no such event' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const socket = connect({ host: hostname, port: Number(port) });
        socket.setEncoding('latin1');
        await once(socket, 'connect');
        let received = '';
        socket.on('data', (chunk: string) => (received += chunk));
        socket.write(
          'POST /api/events HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n' +
            `Content-Length: ${event.length}\r\n\r\n`,
        );
        await new Promise((resolve) => setTimeout(resolve, 2));
        socket.write(event);
        const answer = await eventually(
          async () => received,
          (text) => text.includes('\r\n\r\n'),
        );
        socket.destroy();
        return answer;
      }),
    );
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('sends every answer before a connection goes to the app, to a client that reads slowly', async () => {
    const [app] = json(await send(site, '/api/apps')) as Array<{ icon: string }>;
    const icon = await answeredByTheFront(site, app!.icon);
    const { hostname, port } = new URL(site.url);
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      socket.pause();
      setTimeout(() => socket.resume(), 1);
    });
    const ended = once(socket, 'end');
    socket.write(
      `GET ${app!.icon} HTTP/1.1\r\nHost: a\r\n\r\n`.repeat(100) +
        'GET /api/health HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
    );
    await ended;
    const { answers, rest } = answersIn(Buffer.concat(chunks));
    expect(answers.length).toBe(101);
    expect(rest.length).toBe(0);
    const icons = answers.slice(0, 100);
    expect(icons.every(({ body }) => body.equals(icon.body))).toBe(true);
    expect(answers[100]!.statusLine).toBe('HTTP/1.1 200 OK');
    expect(JSON.parse(answers[100]!.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('answers a malformed request as the app’s server does', async () => {
    const { hostname, port } = new URL(site.url);
    const socket = connect({ host: hostname, port: Number(port) });
    socket.setEncoding('latin1');
    socket.write('GET / HTTP/1.1\r\nHost: a\r\nBad Header: x\r\n\r\n');
    const [answer] = (await once(socket, 'data')) as [string];
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('takes an upload through, and no longer serves the file once deleted', async () => {
    const { payload, headers } = multipartFile(await screenshotPng(300, 300), {
      filename: 'shot.png',
    });
    const upload = await send(site, '/api/admin/upload', {
      method: 'POST',
      headers: { ...admin, ...headers },
      body: payload,
    });
    expect(upload.status).toBe(201);
    const { url } = json(upload) as UploadResult;
    const id = url.split('/')[3]!;
    expect((await send(site, url)).status).toBe(200);
    expect((await answeredByTheFront(site, url)).status).toBe(200);

    expect(
      (await send(site, `/api/admin/files/${id}`, { method: 'DELETE', headers: admin })).status,
    ).toBe(200);
    const afterwards = await eventually(
      () => send(site, url),
      ({ status }) => status === 404,
    );
    expect(afterwards.status).toBe(404);
  });
});

describe('a page’s address with a control character added, behind the front', () => {
  let site: Started;
  beforeAll(async () => {
    site = await servers.start({
      DATABASE_URL: database.url,
      SAMPLE_CONTENT: 'true',
      WEB_DIST_DIR: builtWebDir(),
      PUBLIC_ORIGIN: 'http://studio.test',
    });
  });
  afterAll(async () => {
    expect(await stop(site, 'SIGTERM')).toBe(0);
  });
  const ask = (path: string) => send(site, path);

  it('answers 404, before and after the front holds the page, while other escapes still find it', async () => {
    const spellings = appAddressesWithControlCharacters('space-miner');
    expect(await statusesOf(spellings, ask)).toEqual(everyStatus(spellings, 404));

    for (const page of ['/apps/space-miner', '/apps/space-miner/releases.xml']) {
      await send(site, page);
      expect((await answeredByTheFront(site, page)).status).toBe(200);
    }
    // Twice: an answer kept for a spelling would be the front's the second time.
    expect(await statusesOf(spellings, ask)).toEqual(everyStatus(spellings, 404));
    expect(await statusesOf(spellings, ask)).toEqual(everyStatus(spellings, 404));

    const escaped = ['/apps/space%2Dminer', '/apps/space%2Dminer/releases.xml'];
    expect(await statusesOf(escaped, ask)).toEqual(everyStatus(escaped, 200));
  });
});

async function onDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The addresses the login throttle counted sign-ins under. */
const throttledAddresses = () =>
  onDatabase(async (client) => {
    const { rows } = await client.query<{ key: string }>(
      "select key from login_throttles where key like 'address:%' order by key",
    );
    return rows.map(({ key }) => key);
  });

const FORGED = {
  'x-forwarded-for': '198.51.100.7',
  'x-forwarded-host': 'evil.test',
  'x-forwarded-proto': 'https',
};

async function failedSignIn(site: Started, headers: Record<string, string>) {
  const answer = await send(site, '/api/login', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: 'not the password' }),
  });
  expect(answer.status).toBe(401);
}

async function previewLinkOrigin(site: Started, headers: Record<string, string>): Promise<string> {
  const admin = await signedIn(site);
  const [app] = json(await send(site, '/api/admin/apps', { headers: admin })) as Array<{
    id: string;
  }>;
  const answer = await send(site, `/api/admin/apps/${app!.id}/preview-link`, {
    method: 'POST',
    headers: { ...admin, ...headers, host: 'studio.test', 'content-type': 'application/json' },
    body: '{}',
  });
  return new URL((json(answer) as PreviewLink).url).origin;
}

/** The origin a site started without PUBLIC_ORIGIN names: localhost at the port it listens on. */
const localOrigin = (site: Started) => `http://localhost:${new URL(site.url).port}`;

describe('the client’s address behind the front, and the origin the site names', () => {
  beforeEach(() => onDatabase((client) => client.query('delete from login_throttles')));

  it('are the client’s own and the site’s own, whatever it claims, when TRUST_PROXY is not set', async () => {
    const site = await servers.start({
      ...ADMIN,
      DATABASE_URL: database.url,
      SAMPLE_CONTENT: 'true',
    });
    try {
      await failedSignIn(site, FORGED);
      expect(await throttledAddresses()).toEqual([`address:${CLIENT_ADDRESS}`]);
      expect(await previewLinkOrigin(site, FORGED)).toBe(localOrigin(site));
      const forgedOrigin = await send(site, '/api/login', {
        method: 'POST',
        headers: { ...FORGED, origin: 'https://evil.test', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(forgedOrigin.status).toBe(403);
    } finally {
      expect(await stop(site, 'SIGTERM')).toBe(0);
    }
  });

  it('are the address the trusted proxy names when TRUST_PROXY trusts it, and still the site’s own origin', async () => {
    const site = await servers.start({
      ...ADMIN,
      DATABASE_URL: database.url,
      TRUST_PROXY: CLIENT_ADDRESS,
      SAMPLE_CONTENT: 'true',
    });
    try {
      await failedSignIn(site, FORGED);
      await failedSignIn(site, { 'x-forwarded-for': 'not an address' });
      expect(await throttledAddresses()).toEqual([
        `address:${CLIENT_ADDRESS}`,
        'address:198.51.100.7',
      ]);
      expect(await previewLinkOrigin(site, FORGED)).toBe(localOrigin(site));
    } finally {
      expect(await stop(site, 'SIGTERM')).toBe(0);
    }
  });
});
