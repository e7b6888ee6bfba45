import {
  createTestDatabase,
  openTestDatabase,
  type OpenTestDatabase,
  type TestDatabase,
} from '@studio/db/testing';
import { seedSampleContent } from '@studio/sample-content';
import { ensureAdmin } from '@studio/core/services/accounts/admin/adminAccount';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import {
  alteredArchive,
  withAnotherAdmin,
  withNewlineInChecksum,
  withNullFingerprints,
  type ArchivedRow,
} from '../testing/alteredArchive';

// Each command compiles on the fly, and one starts an embedded PostgreSQL.
jest.setTimeout(120_000);

let folder: string;
let source: OpenTestDatabase;
let emptyServerDatabase: TestDatabase;
const dataDirs: string[] = [];

/** Runs `pnpm content ...` as an operator would (from the repository root), answering its exit code and output. */
async function content(args: string[], variables: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = { ...process.env, INIT_CWD: folder, LOG_LEVEL: 'silent' };
  for (const name of ['DATABASE_URL', 'DATA_DIR']) delete env[name];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/content/contentCommand.ts', ...args],
    {
      cwd: join(__dirname, '..', '..'),
      env: { ...env, ...variables },
    },
  );
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const [code] = await once(child, 'exit');
  return { code: code as number, output };
}

async function rows(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The exported site.jsonl.gz as someone altered it, written beside it; answers its name. */
function writeAltered(change: (rows: ArchivedRow[]) => ArchivedRow[]): string {
  writeFileSync(
    join(folder, 'altered.jsonl.gz'),
    alteredArchive(readFileSync(join(folder, 'site.jsonl.gz')), change),
  );
  return 'altered.jsonl.gz';
}

/** An archive's lines but for the moment it was made. */
function archiveContent(file: string): string[] {
  const [header, ...lines] = gunzipSync(readFileSync(file)).toString().split('\n');
  return [JSON.stringify({ ...JSON.parse(header!), exportedAt: null }), ...lines];
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'studio-content-'));
  source = await openTestDatabase();
  await ensureAdmin(source.orm.em.fork(), { username: 'owner', password: 'owner-password' });
  await seedSampleContent(source.orm.em.fork());
  // As on a PostgreSQL server the site moves to: a database with no tables at all.
  emptyServerDatabase = await createTestDatabase({ empty: true });
});

afterAll(async () => {
  await source?.close();
  await emptyServerDatabase?.drop();
  for (const dir of [folder, ...dataDirs]) await rm(dir, { recursive: true, force: true });
});

describe('pnpm content', () => {
  it('moves a site to a new PostgreSQL server: export, then import into an empty database', async () => {
    const exported = await content(['export', 'site.jsonl.gz'], { DATABASE_URL: source.url });
    expect(exported).toEqual({
      code: 0,
      output: `Exported the site to ${join(folder, 'site.jsonl.gz')}\n`,
    });

    const imported = await content(['import', 'site.jsonl.gz', '--with-accounts'], {
      DATABASE_URL: emptyServerDatabase.url,
    });
    expect(imported.code).toBe(0);
    expect(imported.output).toMatch(
      /^Imported \d+ rows into \d+ tables from .*site\.jsonl\.gz\nAdded accounts: owner \(admin\)\n$/,
    );
    const apps = 'select id, slug, name from apps order by id';
    expect(await rows(emptyServerDatabase.url, apps)).toEqual(await rows(source.url, apps));
    const owner = "select id, password from users where username = 'owner'";
    expect(await rows(emptyServerDatabase.url, owner)).toEqual(await rows(source.url, owner));
  });

  it('refuses to import into a site with content unless --replace is given', async () => {
    const refused = await content(['import', 'site.jsonl.gz'], {
      DATABASE_URL: emptyServerDatabase.url,
    });
    expect(refused).toEqual({
      code: 1,
      output: 'The site already has content: add --replace to overwrite it.\n',
    });
    const replaced = await content(['import', 'site.jsonl.gz', '--replace'], {
      DATABASE_URL: emptyServerDatabase.url,
    });
    expect(replaced.code).toBe(0);
  });

  it("leaves the archive's accounts out unless --with-accounts is given, and says so", async () => {
    const fresh = await createTestDatabase({ empty: true });
    try {
      const imported = await content(['import', 'site.jsonl.gz'], { DATABASE_URL: fresh.url });
      expect(imported.code).toBe(0);
      expect(imported.output).toMatch(
        /\nLeft out the archive's 1 account this site does not have; add --with-accounts to import them\n$/,
      );
      expect(await rows(fresh.url, 'select username from users')).toEqual([]);
    } finally {
      await fresh.drop();
    }
  });

  it.each([
    ['an admin of the archive under a new name', withAnotherAdmin('mallory')],
    ["a row with the admin's id under another name", withAnotherAdmin('mallory', { sameId: true })],
  ])('adds no account for %s without --with-accounts', async (_name, change) => {
    const accounts = 'select id, username, is_admin, password from users order by id';
    const before = await rows(emptyServerDatabase.url, accounts);
    const imported = await content(['import', writeAltered(change), '--replace'], {
      DATABASE_URL: emptyServerDatabase.url,
    });
    expect(imported.code).toBe(0);
    expect(imported.output).toContain("Left out the archive's 1 account this site does not have");
    expect(await rows(emptyServerDatabase.url, accounts)).toEqual(before);
  });

  it.each([
    [
      'an app whose deep links have androidSha256Fingerprints: null',
      withNullFingerprints,
      /^The archive cannot be imported: apps row \d+ \(id \d+\), deep_links\.androidSha256Fingerprints: .+\n$/,
    ],
    [
      'a stored file whose checksum holds a newline',
      withNewlineInChecksum,
      /^The archive cannot be imported: files row \d+ \(id [0-9a-f-]{36}\), sha256: .+\n$/,
    ],
  ])('refuses %s, naming where, and changes nothing', async (_name, change, message) => {
    const files = 'select id, sha256 from files order by id';
    const before = await rows(emptyServerDatabase.url, files);
    const refused = await content(['import', writeAltered(change), '--replace'], {
      DATABASE_URL: emptyServerDatabase.url,
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(message);
    expect(await rows(emptyServerDatabase.url, files)).toEqual(before);
  });

  it('works on the embedded database in DATA_DIR, and the site exports as it was imported', async () => {
    // A folder of its own (mktemp opens a DATA_DIR for the postgres user, but not the folders above it).
    const dataDir = await mkdtemp(join(tmpdir(), 'studio-content-data-'));
    dataDirs.push(dataDir);
    const imported = await content(['import', 'site.jsonl.gz', '--with-accounts'], {
      DATA_DIR: dataDir,
    });
    expect(imported.code).toBe(0);
    const exported = await content(['export', 'again.jsonl.gz'], { DATA_DIR: dataDir });
    expect(exported.code).toBe(0);
    expect(archiveContent(join(folder, 'again.jsonl.gz'))).toEqual(
      archiveContent(join(folder, 'site.jsonl.gz')),
    );
  });

  it('says how to use it, in one line', async () => {
    expect(await content(['backup'], {})).toEqual({
      code: 1,
      output:
        'Usage: pnpm content export <file> [--with-subscribers] | pnpm content import <file> [--replace] [--with-accounts] [--with-subscribers]\n',
    });
  });
});
