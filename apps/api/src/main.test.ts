import { isAlive } from '@studio/embedded-postgres';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eventually } from './testing/eventually';
import { leaveServerRunning } from './testing/leftoverPostgres';
import { appPidOf, logIn, stop, useServerProcesses, type Started } from './testing/serverProcess';

// Each start initialises or starts a PostgreSQL cluster and compiles the server on the fly.
jest.setTimeout(120_000);

const servers = useServerProcesses();
const { launch, start, postmasterPid } = servers;

const appCount = async (server: Started) =>
  ((await (await fetch(`${server.url}/api/apps`)).json()) as unknown[]).length;

/** Whether the process has gone within a few seconds (PostgreSQL takes a moment to shut down). */
const stopsRunning = async (pid: number) =>
  !(await eventually(
    async () => isAlive(pid),
    (alive) => !alive,
  ));

const keptFiles = () =>
  Promise.all(
    ['session-secret', 'postgres-password', 'postgres-port'].map((name) =>
      readFile(join(servers.dataDir(), name), 'utf8'),
    ),
  );

describe('the server started on its own', () => {
  it('stops with one line naming a wrong setting', async () => {
    const { child, log } = launch({ PORT: 'abc' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(log()).toBe('Configuration error: PORT: must be a port number.\n');
  });

  it('stops its PostgreSQL on SIGINT, and the next start reuses the database, port and secrets', async () => {
    const first = await start();
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await appCount(first)).toBe(0);
    const password = /with the password (\S+) - it is shown only this once/.exec(first.log())?.[1];
    expect(password).toBeDefined();
    const kept = await keptFiles();
    const postgres = postmasterPid()!;
    expect(await stop(first, 'SIGINT')).toBe(0);
    expect(isAlive(postgres)).toBe(false);

    const second = await start({ SAMPLE_CONTENT: 'true' });
    expect(second.log()).not.toMatch(/Created the admin account/);
    expect(await keptFiles()).toEqual(kept);
    expect((await logIn(second, 'admin', password!)).status).toBe(200);
    // Still empty, so it gets the sample content now.
    expect(await appCount(second)).toBeGreaterThan(0);
    expect(await stop(second, 'SIGTERM')).toBe(0);
    expect(postmasterPid()).toBeNull();
  });

  it('sets up the configured admin, and still stops when Ctrl-C reached PostgreSQL first', async () => {
    const server = await start({ ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'owner-password' });
    expect((await logIn(server, 'owner', 'owner-password')).status).toBe(200);
    const postgres = postmasterPid()!;
    process.kill(postgres, 'SIGINT');
    while (isAlive(postgres)) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await stop(server, 'SIGINT')).toBe(0);
  });

  it('stops its PostgreSQL when the app is killed, and the front exits with an error', async () => {
    const site = await start();
    const postgres = postmasterPid()!;
    const exited = once(site.process, 'exit');
    process.kill(appPidOf(site), 'SIGKILL');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(1);
    expect(await stopsRunning(postgres)).toBe(true);
  });

  it('stops its PostgreSQL when the front and the app are killed together', async () => {
    const site = await start();
    const postgres = postmasterPid()!;
    const app = appPidOf(site);
    const exited = once(site.process, 'exit');
    site.process.kill('SIGKILL');
    process.kill(app, 'SIGKILL');
    await exited;
    expect(await stopsRunning(postgres)).toBe(true);
  });

  it('shuts down a PostgreSQL left running on its cluster before starting its own', async () => {
    const first = await start();
    expect(await stop(first, 'SIGINT')).toBe(0);
    const leftover = await leaveServerRunning(join(servers.dataDir(), 'postgres'));

    const restarted = await start();
    expect(isAlive(leftover)).toBe(false);
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    expect(await stop(restarted, 'SIGINT')).toBe(0);
  });

  it('refuses to share its embedded database with another running instance', async () => {
    const running = await start();
    const { child, log } = launch();
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(log()).toMatch(/in use by another running instance/);
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    expect(await stop(running, 'SIGINT')).toBe(0);
  });

  it("ends the admin's sessions when started with a changed ADMIN_PASSWORD", async () => {
    const admin = { ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'first-password' };
    const first = await start(admin);
    const login = await logIn(first, 'boss', 'first-password');
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const currentUser = (server: Started) =>
      fetch(`${server.url}/api/user`, { headers: { cookie } });
    expect((await currentUser(first)).status).toBe(200);
    expect(await stop(first, 'SIGTERM')).toBe(0);

    const same = await start(admin);
    expect((await currentUser(same)).status).toBe(200);
    expect(await stop(same, 'SIGTERM')).toBe(0);

    const changed = await start({ ...admin, ADMIN_PASSWORD: 'second-password' });
    expect((await currentUser(changed)).status).toBe(401);
    expect(changed.log()).toMatch(/boss.{0,3} has the new ADMIN_PASSWORD; its 1 session ended/);
    expect(await stop(changed, 'SIGTERM')).toBe(0);
  });

  it('refuses in one line to make an existing regular account the admin, unless asked to', async () => {
    const running = await start();
    const registered = await fetch(`${running.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'someone', password: 'their-password' }),
    });
    expect(registered.status).toBe(201);
    expect(await stop(running, 'SIGTERM')).toBe(0);

    const admin = { ADMIN_USERNAME: 'Someone', ADMIN_PASSWORD: 'admin-password' };
    const { child, log } = launch(admin);
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(log().trim().split('\n').at(-1)).toBe(
      'Configuration error: ADMIN_USERNAME names "someone", an existing account that is not an admin. Choose another name, or set ADMIN_PROMOTE_EXISTING=true to make that account the admin.',
    );
    expect(log()).not.toMatch(/\n\s+at /);

    const promoted = await start({ ...admin, ADMIN_PROMOTE_EXISTING: 'true' });
    const login = await logIn(promoted, 'someone', 'admin-password');
    expect(await login.json()).toMatchObject({ username: 'someone', isAdmin: true });
    expect(await stop(promoted, 'SIGTERM')).toBe(0);
  });
});
