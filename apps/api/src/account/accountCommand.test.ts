import { ensureAdmin } from '@studio/core/services/accounts/admin/adminAccount';
import { openTestDatabase, type OpenTestDatabase } from '@studio/db/testing';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

// The command compiles on the fly.
jest.setTimeout(60_000);

let database: OpenTestDatabase;

/** Runs `pnpm account ...` as an operator would, answering its exit code and output. */
async function account(args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
  };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/account/accountCommand.ts', ...args],
    {
      cwd: join(__dirname, '..', '..'),
      env,
    },
  );
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const [code] = await once(child, 'exit');
  return { code: code as number, output };
}

const count = async (table: string) =>
  (
    await database.orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`)
  )[0]!.n;

beforeAll(async () => {
  database = await openTestDatabase();
  const { user } = await ensureAdmin(database.orm.em.fork(), {
    username: 'owner',
    password: 'owner-lantern-42',
  });
  const em = database.orm.em.fork();
  await em.execute(
    `insert into passkeys (user_id, credential_id, public_key, name) values (?, 'key-1', '\\x00', 'Lost phone'), (?, 'key-2', '\\x00', 'Lost key')`,
    [user.id, user.id],
  );
  await em.execute(
    `insert into authenticator_apps (user_id, sealed_secret, confirmed_at) values (?, 'v1.sealed', now())`,
    [user.id],
  );
  await em.execute(`insert into recovery_codes (user_id, code_hash) values (?, ?)`, [
    user.id,
    'a'.repeat(64),
  ]);
  await em.execute(
    `insert into sessions (sid, data, expires_at, user_id) values ('owner-session', '{}', now() + interval '1 hour', ?)`,
    [user.id],
  );
});

afterAll(() => database?.close());

describe('pnpm account reset-second-factors', () => {
  it("removes a named account's passkeys, app and recovery codes and ends its sessions", async () => {
    expect(await account(['reset-second-factors', 'Owner'])).toEqual({
      code: 0,
      output:
        'Removed the second factors of "owner" (2 passkeys, the authenticator app and its recovery codes) and ended 1 session: its password alone signs in again.\n',
    });
    for (const table of ['passkeys', 'authenticator_apps', 'recovery_codes', 'sessions'])
      expect([table, await count(table)]).toEqual([table, 0]);
  });

  it('refuses an unknown account, and a call without one', async () => {
    expect(await account(['reset-second-factors', 'nobody'])).toEqual({
      code: 1,
      output: 'No account is named "nobody".\n',
    });
    expect(await account(['reset-second-factors'])).toEqual({
      code: 1,
      output: 'Usage: pnpm account reset-second-factors <username>\n',
    });
  });
});
