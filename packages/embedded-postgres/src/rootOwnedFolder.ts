import { lstat, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A folder that root owns and nobody else may write to, created when missing; null when the place is taken by
 * something else (e.g. a folder another user made in /tmp first), which must then not be trusted.
 */
async function rootOwnedFolder(path: string): Promise<string | null> {
  try {
    await mkdir(path, { recursive: true, mode: 0o755 });
    const info = await lstat(path);
    const writableByOthers = (info.mode & 0o022) !== 0;
    return info.isDirectory() && info.uid === 0 && !writableByOthers ? path : null;
  } catch {
    return null;
  }
}

/**
 * The first usable of a system folder (every user can pass through it) or a folder of the same name in the
 * temporary folder, for what the postgres system user must reach when running as root.
 */
export async function sharedSystemFolder(systemPath: string): Promise<string | null> {
  return (
    (await rootOwnedFolder(systemPath)) ??
    (await rootOwnedFolder(join(tmpdir(), systemPath.replaceAll('/', '-').replace(/^-/, ''))))
  );
}
