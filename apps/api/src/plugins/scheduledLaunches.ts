import { launchScheduledItems } from '@studio/core/services/publishing/scheduledLaunches';
import type { Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import { runPeriodically } from './periodicJob';

interface LaunchOptions {
  orm: Orm;
  notifyContentChanged(): Promise<void>;
  everyMs: number;
}

/**
 * Puts scheduled posts and apps out when their time comes, with no request to trigger it: the launch is
 * recorded and every instance drops its cached answers. Every instance checks; the database lets one launch
 * at a time, so each launch is announced once.
 */
export const scheduledLaunches: FastifyPluginAsync<LaunchOptions> = async (
  app,
  { orm, notifyContentChanged, everyMs },
) => {
  runPeriodically(app, {
    everyMs,
    failure: 'Could not put scheduled items out',
    async run() {
      const { launched } = await launchScheduledItems(orm.em.fork());
      if (launched === 0) return;
      app.log.info({ launched }, 'Scheduled items went public');
      await notifyContentChanged();
    },
  });
};
