import { isDatabaseUnavailable } from '@studio/db';
import type { FastifyInstance } from 'fastify';

interface PeriodicJob {
  everyMs: number;
  run(): Promise<void>;
  /** What the log says when a round fails other than by a database outage; the next round tries again. */
  failure: string;
}

/** Runs a job every `everyMs` from when the server is ready until it closes; a pending round never keeps the process alive. */
export function runPeriodically(
  app: FastifyInstance,
  { everyMs, run, failure }: PeriodicJob,
): void {
  // An outage goes to the outage log that errorReplies gives the server: without it, a round failing in an
  // outage would throw from its catch, so the server refuses to start instead.
  if (!app.hasDecorator('databaseOutage')) {
    throw new Error('Register errorReplies before a periodic job');
  }
  let timer: NodeJS.Timeout | null = null;
  async function round(): Promise<void> {
    try {
      await run();
    } catch (error) {
      // An outage is the database's, not the job's: logged with the requests' once a few seconds.
      if (isDatabaseUnavailable(error)) app.databaseOutage.report(app.log, error);
      else app.log.error({ err: error }, failure);
    }
  }
  app.addHook('onReady', async () => {
    timer = setInterval(() => void round(), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
