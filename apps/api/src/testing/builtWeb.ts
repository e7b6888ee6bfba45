import { join } from 'node:path';
import { findRepositoryRoot } from '../config/repositoryRoot';
import { hasBuiltSite } from '../web/builtSite';

/** The website as `pnpm build` leaves it (apps/web/dist), for tests that render pages. */
export function builtWebDir(): string {
  const directory = join(findRepositoryRoot(__dirname)!, 'apps', 'web', 'dist');
  if (!hasBuiltSite(directory)) {
    throw new Error(`No built website in ${directory}: run pnpm --filter @studio/web build first`);
  }
  return directory;
}
