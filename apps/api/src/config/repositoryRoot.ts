import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The directory the user ran the command from: pnpm runs package scripts inside the package,
 * but records where it was invoked in INIT_CWD.
 */
export function invocationDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD ?? process.cwd());
}

/** The monorepo root above (or at) a directory, found by its pnpm-workspace.yaml; null outside a checkout. */
export function findRepositoryRoot(from: string): string | null {
  for (let directory = resolve(from); ; directory = dirname(directory)) {
    if (existsSync(join(directory, 'pnpm-workspace.yaml'))) return directory;
    if (dirname(directory) === directory) return null;
  }
}
