import { createHash } from 'node:crypto';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { StartRefused } from './startRefused';
import { sharedSystemFolder } from './rootOwnedFolder';
import { canReach, type SystemUser } from './postgresUser';

export interface ClusterLocation {
  /** The cluster's folder. */
  databaseDir: string;
  /** Set when the cluster is kept outside DATA_DIR, because the postgres user cannot reach DATA_DIR. */
  movedFrom: string | null;
}

/** Lets other users pass through DATA_DIR (not read it), so that the postgres user can reach the cluster in it. */
async function openForPassage(dataDir: string): Promise<void> {
  const { mode } = await stat(dataDir);
  if ((mode & 0o001) === 0) await chmod(dataDir, mode | 0o001);
}

/**
 * Where the cluster lives: in DATA_DIR/postgres, unless PostgreSQL runs as another user (under root) who cannot
 * reach DATA_DIR, e.g. in a checkout under /root or in a `mktemp -d` folder. Then a default DATA_DIR's cluster
 * is kept in /var/lib/studio-site (else the temporary folder), in a folder named after DATA_DIR so that the
 * next start finds it again; a DATA_DIR that was chosen explicitly is refused with what to do.
 */
export async function clusterLocation(
  dataDir: string,
  user: SystemUser | null,
  { mayMove }: { mayMove: boolean },
): Promise<ClusterLocation> {
  await mkdir(dataDir, { recursive: true });
  const inDataDir = { databaseDir: join(dataDir, 'postgres'), movedFrom: null };
  if (!user) return inDataDir;
  await openForPassage(dataDir);
  if (canReach(user, dataDir)) return inDataDir;
  if (!mayMove) {
    throw new StartRefused(
      `The embedded PostgreSQL runs as the postgres user, who cannot reach DATA_DIR (${dataDir}): a folder above it is closed to other users. Set DATA_DIR to a folder it can reach (e.g. /var/lib/studio), or DATABASE_URL to use a PostgreSQL server.`,
    );
  }
  const shared = await sharedSystemFolder('/var/lib/studio-site');
  if (!shared) {
    throw new StartRefused(
      `The embedded PostgreSQL runs as the postgres user, who cannot reach ${dataDir}, and no folder it can reach could be made (tried /var/lib/studio-site and the temporary folder). Set DATA_DIR to a folder it can reach, or DATABASE_URL.`,
    );
  }
  const name = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  const folder = join(shared, name);
  await mkdir(folder, { recursive: true, mode: 0o755 });
  return { databaseDir: join(folder, 'postgres'), movedFrom: dataDir };
}
