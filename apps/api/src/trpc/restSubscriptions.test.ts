import { VALIDATION_FAILED_MESSAGE } from '@studio/schemas';
import { confirmationLinkOf, newsStateOf, subscribeOverRest } from '../testing/subscriptions';
import { useTestServer } from '../testing/testServer';

const server = useTestServer();
const subscribe = (payload: object, remoteAddress?: string) =>
  subscribeOverRest(server(), payload, remoteAddress);

describe('POST /api/subscriptions', () => {
  it('answers 202 {} to a new address, sets no cookie, and queues its confirmation', async () => {
    const answer = await subscribe({ email: 'new@example.com' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({});
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(await newsStateOf(server(), 'new@example.com')).toBe('waiting');
    expect(await confirmationLinkOf(server(), 'new@example.com')).toMatch(
      /^http:\/\/localhost(:\d+)?\/subscriptions\/confirm\/[\w-]{43}$/,
    );
  });

  it('answers a waiting and a confirmed address exactly the same', async () => {
    await subscribe({ email: 'known@example.com' });
    const waiting = await subscribe({ email: 'known@example.com' });
    const link = new URL(await confirmationLinkOf(server(), 'known@example.com'));
    const token = link.pathname.split('/').pop();
    expect((await server().app.inject(`/api/subscriptions/confirm/${token}`)).json()).toMatchObject(
      {
        state: 'confirmed',
      },
    );
    const confirmed = await subscribe({ email: 'known@example.com' });
    for (const answer of [waiting, confirmed]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.body).toBe('{}');
    }
  });

  it('refuses a malformed language tag with 400 at errors.locale, storing nothing', async () => {
    const answer = await subscribe({ email: 'tag@example.com', locale: 'de_DE!' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { locale: ['Not a language tag: use a BCP 47 tag, e.g. de, ja or pt-BR'] },
    });
    expect(await newsStateOf(server(), 'tag@example.com')).toBeUndefined();
  });

  it('refuses a bad address with 400 and the message at errors.email, storing nothing', async () => {
    const answer = await subscribe({ email: 'not-an-address' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: VALIDATION_FAILED_MESSAGE,
      errors: { email: ['Please enter a valid email address.'] },
    });
    expect(await newsStateOf(server(), 'not-an-address')).toBeUndefined();
  });

  it('answers a filled honeypot 202 {} and stores nothing', async () => {
    const answer = await subscribe({ email: 'bot@example.com', website: 'https://spam.example' });
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({});
    expect(await newsStateOf(server(), 'bot@example.com')).toBeUndefined();
  });

  it("refuses another site's form like every other call", async () => {
    const answer = await server().app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email: 'csrf@example.com' },
      headers: { origin: 'https://evil.example' },
    });
    expect(answer.statusCode).toBe(403);
  });

  it('limits the subscriptions of one client, an IPv6 one per /64, with 429', async () => {
    const from = (n: number) => `2001:db8:77:1::${n.toString(16)}`;
    for (let n = 1; n <= 20; n += 1) {
      expect((await subscribe({ email: `fan${n}@example.com` }, from(n))).statusCode).toBe(202);
    }
    const refused = await subscribe({ email: 'fan21@example.com' }, '2001:db8:77:1:abcd::1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many subscriptions/);
  });
});
