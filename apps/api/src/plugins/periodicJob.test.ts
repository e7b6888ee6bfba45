import Fastify from 'fastify';
import { eventually } from '../testing/eventually';
import { recordingLogger } from '../testing/logLines';
import { errorReplies } from './errorReplies';
import { runPeriodically } from './periodicJob';

/** The log of a server whose job failed with `error` in three rounds at least. */
async function logOfFailingRounds(error: Error): Promise<string[]> {
  const log = recordingLogger();
  const app = Fastify({ loggerInstance: log.logger });
  await app.register(errorReplies);
  let rounds = 0;
  runPeriodically(app, {
    everyMs: 10,
    failure: 'Could not sweep',
    async run() {
      rounds++;
      throw error;
    },
  });
  await app.ready();
  await eventually(
    async () => rounds,
    (count) => count >= 3,
  );
  await app.close();
  return log.messages();
}

describe('a periodic job that fails', () => {
  it('reports a database outage once, like the requests do, not once per round', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(await logOfFailingRounds(refused)).toEqual(['Database unavailable']);
  });

  it('logs any other failure in every round, with what the job could not do', async () => {
    const messages = await logOfFailingRounds(new Error('a bug'));
    expect(messages.length).toBeGreaterThanOrEqual(3);
    expect(new Set(messages)).toEqual(new Set(['Could not sweep']));
  });

  it('is refused on a server without errorReplies, which it reports outages through', () => {
    expect(() =>
      runPeriodically(Fastify(), { everyMs: 10, failure: 'Could not sweep', run: async () => {} }),
    ).toThrow('Register errorReplies before a periodic job');
  });
});
