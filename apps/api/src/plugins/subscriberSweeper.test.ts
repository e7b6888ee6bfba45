import { openDatabase, type Orm } from '@studio/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { eventually } from '../testing/eventually';
import { newsStateOf, subscribeOverRest } from '../testing/subscriptions';
import { useTestServer } from '../testing/testServer';
import { errorReplies } from './errorReplies';
import { subscriberSweeper } from './subscriberSweeper';

const server = useTestServer();
let orm: Orm;
let sweeping: FastifyInstance;

beforeAll(async () => {
  orm = await openDatabase(server().database.url);
  sweeping = Fastify();
  await sweeping.register(errorReplies);
  await sweeping.register(subscriberSweeper, { orm, everyMs: 50 });
  await sweeping.ready();
});
afterAll(async () => {
  await sweeping.close();
  await orm.close();
});

describe('the sweep of addresses that never confirmed', () => {
  it('deletes, while the server runs, an address whose 7-day link has expired', async () => {
    await subscribeOverRest(server(), { email: 'silent@example.com' });
    await subscribeOverRest(server(), { email: 'recent@example.com' });
    await server().query(
      `update subscribers set confirm_expires_at = now() - interval '1 minute' where email = ?`,
      ['silent@example.com'],
    );
    expect(
      await eventually(
        () => newsStateOf(server(), 'silent@example.com'),
        (state) => state === undefined,
      ),
    ).toBeUndefined();
    expect(await newsStateOf(server(), 'recent@example.com')).toBe('waiting');
  });
});
