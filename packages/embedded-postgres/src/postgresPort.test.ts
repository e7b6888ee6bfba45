import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './freePort';
import { choosePostgresPort } from './postgresPort';

let dir: string;
let portFile: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studio-port-'));
  portFile = join(dir, 'postgres-port');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const keptPort = async () => Number(await readFile(portFile, 'utf8'));

describe('the embedded PostgreSQL port', () => {
  it('is a free port on the first start, kept for the next', async () => {
    const port = await choosePostgresPort(portFile);
    expect(await keptPort()).toBe(port);
  });

  it('is the same on the next start while it is free', async () => {
    const first = await choosePostgresPort(portFile);
    expect(await choosePostgresPort(portFile)).toBe(first);
  });

  it('moves to another free port when something else took it', async () => {
    const taken = await findFreePort();
    await writeFile(portFile, `${taken}\n`);
    const squatter = createServer();
    await new Promise<void>((resolve) => squatter.listen(taken, '127.0.0.1', resolve));
    try {
      const port = await choosePostgresPort(portFile);
      expect(port).not.toBe(taken);
      expect(await keptPort()).toBe(port);
    } finally {
      squatter.close();
    }
  });

  it('ignores a kept value that is no port', async () => {
    await writeFile(portFile, 'garbage\n');
    expect(await choosePostgresPort(portFile)).toBe(await keptPort());
  });
});
