import { eventually } from '../testing/eventually';
import { useSweepBesideServer } from '../testing/sweepBesideServer';
import { useTestServer } from '../testing/testServer';
import { throttleSweeper } from './throttleSweeper';

const server = useTestServer();
useSweepBesideServer(server, throttleSweeper);

describe('the sweep of login and registration counts', () => {
  it('deletes, while the server runs, the rows a day-old failed login left', async () => {
    const wrong = await server().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    const rows = () =>
      server().query<{ n: number }>('select count(*)::int as n from login_throttles');
    expect((await rows())[0]!.n).toBe(3);
    await server().query("update login_throttles set updated_at = now() - interval '25 hours'");
    expect(
      await eventually(
        async () => (await rows())[0]!.n,
        (n) => n === 0,
      ),
    ).toBe(0);
  });
});
