import { openDatabase, type Orm } from '@studio/db';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { errorReplies } from '../plugins/errorReplies';
import type { TestServer } from './testServer';

/** How often the sweep under test runs: often enough that a test sees it work within moments. */
const SWEEP_EVERY_MS = 50;

/**
 * Runs a periodic sweep on a Fastify instance of its own, on the test server's database, for the whole file
 * (from beforeAll to afterAll), as a second instance of the site would.
 */
export function useSweepBesideServer(
  server: () => TestServer,
  sweep: FastifyPluginAsync<{ orm: Orm; everyMs?: number }>,
): void {
  let orm: Orm;
  let sweeping: FastifyInstance;
  beforeAll(async () => {
    orm = await openDatabase(server().database.url);
    sweeping = Fastify();
    // Every periodic job reports database outages through errorReplies.
    await sweeping.register(errorReplies);
    await sweeping.register(sweep, { orm, everyMs: SWEEP_EVERY_MS });
    await sweeping.ready();
  });
  afterAll(async () => {
    await sweeping.close();
    await orm.close();
  });
}
