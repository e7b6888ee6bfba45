import { eventually } from '../testing/eventually';
import { newsStateOf, subscribeOverRest } from '../testing/subscriptions';
import { useSweepBesideServer } from '../testing/sweepBesideServer';
import { useTestServer } from '../testing/testServer';
import { subscriberSweeper } from './subscriberSweeper';

const server = useTestServer();
useSweepBesideServer(server, subscriberSweeper);

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
