import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const USER = 'postgres';

export interface SystemUser {
  uid: number;
  gid: number;
}

/** Whether this process runs as root, where PostgreSQL must run as another user. */
export function runsAsRoot(): boolean {
  return process.getuid?.() === 0;
}

async function idsOf(name: string): Promise<SystemUser> {
  const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** The "postgres" system user that runs PostgreSQL under root, created (with its group) when missing. */
export async function postgresUser(): Promise<SystemUser> {
  try {
    return await idsOf(USER);
  } catch {
    await run('groupadd', ['-f', USER]);
    await run('useradd', ['-g', USER, '-M', '-s', '/usr/sbin/nologin', USER]);
    return idsOf(USER);
  }
}

/** Whether this user can get to `path` (or, while it does not exist yet, to the folder it will be made in). */
export function canReach(user: SystemUser, path: string): boolean {
  let existing = path;
  while (!existsSync(existing)) existing = dirname(existing);
  const check = spawnSync('/bin/sh', ['-c', 'cd "$1"', 'sh', existing], {
    uid: user.uid,
    gid: user.gid,
    stdio: 'ignore',
  });
  return check.status === 0;
}
