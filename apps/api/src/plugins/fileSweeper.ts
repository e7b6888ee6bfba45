import type { Orm } from '@studio/db';
import { sweepUnusedFiles } from '@studio/core/services/files/fileSweep';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config';
import { runPeriodically } from './periodicJob';

interface SweeperOptions {
  config: Pick<Config, 'fileGcGraceMinutes' | 'fileGcIntervalSeconds'>;
  orm: Orm;
}

/**
 * Every FILE_GC_INTERVAL_SECONDS, deletes the uploaded files nothing has used for FILE_GC_GRACE_MINUTES.
 * Every instance tries; the database lets one sweep at a time, and the others skip that round.
 */
export const fileSweeper: FastifyPluginAsync<SweeperOptions> = async (app, { config, orm }) => {
  runPeriodically(app, {
    everyMs: config.fileGcIntervalSeconds * 1000,
    failure: 'Could not sweep unused files',
    async run() {
      const { ran, deleted } = await sweepUnusedFiles(orm.em.fork(), config.fileGcGraceMinutes);
      if (ran && deleted > 0) app.log.info({ deleted }, 'Deleted uploaded files nothing uses');
    },
  });
};
