import { launchScheduledItems } from '@studio/core/services/publishing/scheduledLaunches';
import type { Orm } from '@studio/db';
import type { FastifyPluginAsync } from 'fastify';
import { runPeriodically } from './periodicJob';

interface LaunchOptions {
  orm: Orm;
  notifyContentChanged(): Promise<void>;
  everyMs: number;
  /** The origin the launch e-mails' links and images name (PUBLIC_ORIGIN, or the site's own). */
  siteOrigin(): string;
}

/**
 * Puts scheduled posts, apps and post translations out when their time comes, with no request to trigger it:
 * the launch is recorded, its e-mails queued (a coming-soon app's launch list, a post's news list), and every
 * instance drops its cached answers. Every instance checks; the database lets one launch at a time, so each launch is
 * announced, and mailed, once.
 */
export const scheduledLaunches: FastifyPluginAsync<LaunchOptions> = async (
  app,
  { orm, notifyContentChanged, everyMs, siteOrigin },
) => {
  runPeriodically(app, {
    everyMs,
    failure: 'Could not put scheduled items out',
    async run() {
      const { launched, translationsLaunched, mailed } = await launchScheduledItems(orm.em.fork(), {
        siteOrigin: siteOrigin(),
      });
      if (launched === 0 && translationsLaunched === 0) return;
      app.log.info({ launched, translationsLaunched, mailed }, 'Scheduled items went public');
      await notifyContentChanged();
    },
  });
};
