import { startSiteBuild, type Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PurgeDeliverer } from './purgeDeliverer';

/** The build these files make: a digest of their bytes, the same on every instance that runs them. */
export async function siteBuildId(files: readonly string[]): Promise<string> {
  const build = createHash('sha256');
  for (const file of files)
    build.update(
      createHash('sha256')
        .update(await readFile(file))
        .digest(),
    );
  return build.digest('hex');
}

interface NewBuildPurgeOptions {
  orm: Orm;
  /** The files of the running build: the app's code and the website's (see siteBuildId). */
  files: readonly string[];
  purges: PurgeDeliverer;
}

/**
 * A new build changes answers no content change announces (markup, scripts' names, the API's fields): when
 * the first instance of a build other than the last one started is ready, the shared caches drop every
 * answer (key `site`), once across instances (startSiteBuild), and again after a rollback.
 */
export const newBuildPurge: FastifyPluginAsync<NewBuildPurgeOptions> = async (
  app,
  { orm, files, purges },
) => {
  const buildId = await siteBuildId(files);
  app.addHook('onReady', async () => {
    if (!(await startSiteBuild(orm.em, buildId))) return;
    app.log.info(
      `Build ${buildId.slice(0, 12)} starts: the shared caches are told to drop every answer`,
    );
    await purges.deliverNow();
  });
};
