import { useTestServer } from '../testing/testServer';

const server = useTestServer({ trustProxy: true });

const PROXY = '10.0.0.2';
const wrongLogin = (forwardedFor: string) =>
  server().app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'admin', password: 'wrong password' },
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });

const countedAddresses = async () =>
  (
    await server().query<{ key: string }>(
      "select key from login_throttles where key like 'address:%' order by key",
    )
  ).map(({ key }) => key);

beforeEach(() => server().query('delete from login_throttles'));

describe('the client address behind a trusted proxy', () => {
  it('is the address X-Forwarded-For names', async () => {
    expect((await wrongLogin('198.51.100.20')).statusCode).toBe(401);
    expect(await countedAddresses()).toEqual(['address:198.51.100.20']);
  });

  it.each([
    ['4,000 characters', 'x'.repeat(4000)],
    ['a name', 'attacker.example'],
    ['an address with a port', '198.51.100.20:443'],
  ])('is the peer when X-Forwarded-For holds %s', async (_what, forwardedFor) => {
    const response = await wrongLogin(forwardedFor);
    expect(response.statusCode).toBe(401);
    expect(await countedAddresses()).toEqual([`address:${PROXY}`]);
  });

  it('is the peer for analytics events too', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { type: 'view', path: '/apps' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': 'x'.repeat(4000), 'user-agent': 'Mozilla/5.0 Firefox/140.0' },
    });
    expect(response.statusCode).toBe(204);
  });
});
