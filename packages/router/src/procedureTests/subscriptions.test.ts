import { deleteUnconfirmedSubscribers } from '@studio/core/services/subscriptions/unconfirmedSweep';
import { confirmationsSent, hoursPass, unsubscribeTokenOf } from '../testing/subscriptions';
import {
  ADMIN,
  appFields,
  callAs,
  failureOf,
  SITE_ORIGIN,
  useTestDatabase,
} from '../testing/harness';

const orm = useTestDatabase();
const visitor = (clientIp?: string) => callAs(orm(), null, { clientIp }).caller.subscriptions;
const admin = () => callAs(orm(), ADMIN).caller.admin.subscribers;

async function confirmedBy(email: string) {
  const { token } = (await confirmationsSent(orm())).find((sent) => sent.to === email)!;
  return visitor().confirm({ token });
}

describe('subscribing', () => {
  it("answers {} and sends a confirmation link to a new address, which waits on the studio's news", async () => {
    expect(await visitor().subscribe({ email: ' Ana@Example.com ' })).toEqual({});
    expect(await confirmationsSent(orm())).toEqual([
      { to: 'ana@example.com', token: expect.stringMatching(/^[\w-]{43}$/) },
    ]);
    expect(await admin().list({})).toEqual([
      expect.objectContaining({
        email: 'ana@example.com',
        list: 'news',
        state: 'waiting',
        confirmedAt: null,
      }),
    ]);
  });

  it('links the confirmation to its page on the site', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    const [row] = await orm()
      .em.fork()
      .execute<{ url: string }[]>(
        `select personal_values ->> 'confirmUrl' as url from outbox_messages`,
      );
    expect(row!.url).toMatch(new RegExp(`^${SITE_ORIGIN}/subscriptions/confirm/[\\w-]{43}$`));
  });

  it('keeps only the hash of the confirmation token', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    const [sent] = await confirmationsSent(orm());
    const [row] = await orm().em.fork().execute('select * from subscribers');
    expect(JSON.stringify(row)).not.toContain(sent!.token);
  });

  it("joins an app's launch list by its slug", async () => {
    await callAs(orm(), ADMIN).caller.admin.apps.create(
      appFields({ slug: 'star-hopper', name: 'Star Hopper' }),
    );
    await visitor().subscribe({ email: 'ana@example.com', app: 'star-hopper' });
    expect(await confirmedBy('ana@example.com')).toMatchObject({
      list: 'star-hopper',
      listName: 'Star Hopper launch news',
      state: 'confirmed',
    });
  });

  it('refuses an unknown app in errors.app, storing nothing', async () => {
    await expect(
      visitor().subscribe({ email: 'ana@example.com', app: 'no-such-app' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: expect.objectContaining({ errors: { app: ['There is no app with this address.'] } }),
    });
    expect(await admin().list({})).toEqual([]);
  });

  it('refuses a bad address with "Please enter a valid email address."', async () => {
    expect(await failureOf(visitor().subscribe({ email: 'ana@example' }))).toEqual({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Please enter a valid email address.'),
    });
  });

  it('answers a filled honeypot the same, storing and sending nothing', async () => {
    expect(
      await visitor().subscribe({ email: 'ana@example.com', website: 'https://spam.example' }),
    ).toEqual({});
    expect(await admin().list({})).toEqual([]);
    expect(await confirmationsSent(orm())).toEqual([]);
  });

  it('sends a waiting address at most one confirmation a day', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    await visitor().subscribe({ email: 'ana@example.com' });
    expect(await confirmationsSent(orm())).toHaveLength(1);
    await hoursPass(orm(), 24);
    expect(await visitor().subscribe({ email: 'ana@example.com' })).toEqual({});
    expect(await confirmationsSent(orm())).toHaveLength(2);
  });

  it('sends a confirmed subscriber nothing new', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    await confirmedBy('ana@example.com');
    await hoursPass(orm(), 48);
    expect(await visitor().subscribe({ email: 'ana@example.com' })).toEqual({});
    expect(await confirmationsSent(orm())).toHaveLength(1);
    expect((await admin().list({}))[0]).toMatchObject({ state: 'confirmed' });
  });

  it('asks an address that unsubscribed to confirm again (double opt-in again)', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    await confirmedBy('ana@example.com');
    await visitor().unsubscribe({ token: await unsubscribeTokenOf(orm(), 'ana@example.com') });
    await hoursPass(orm(), 24);
    await visitor().subscribe({ email: 'ana@example.com' });
    expect(await confirmationsSent(orm())).toHaveLength(2);
    expect((await admin().list({}))[0]).toMatchObject({ state: 'waiting', confirmedAt: null });
  });

  it('limits the requests per e-mail address', async () => {
    for (let n = 0; n < 5; n += 1)
      await visitor(`198.51.100.${n}`).subscribe({ email: 'ana@example.com' });
    expect(
      (await failureOf(visitor('198.51.100.9').subscribe({ email: 'ana@example.com' }))).code,
    ).toBe('TOO_MANY_REQUESTS');
  });

  it('limits the requests per client address, an IPv6 client per /64', async () => {
    for (let n = 0; n < 20; n += 1) {
      await visitor(`2001:db8:1:2::${n.toString(16)}`).subscribe({ email: `fan${n}@example.com` });
    }
    expect(
      await failureOf(visitor('2001:db8:1:2:ffff::1').subscribe({ email: 'one-more@example.com' })),
    ).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringContaining('Too many subscriptions'),
    });
  });
});

describe('confirming', () => {
  it('confirms the address and names its list and its unsubscribe link', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    expect(await confirmedBy('ana@example.com')).toEqual({
      list: 'news',
      listName: 'Pixelwave Studio news',
      state: 'confirmed',
      unsubscribeToken: await unsubscribeTokenOf(orm(), 'ana@example.com'),
    });
    expect((await admin().list({}))[0]).toMatchObject({
      state: 'confirmed',
      confirmedAt: expect.any(String),
    });
  });

  it('says the same when the link is opened again', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    await confirmedBy('ana@example.com');
    expect((await confirmedBy('ana@example.com')).state).toBe('confirmed');
  });

  it('refuses an unknown link with 404', async () => {
    expect(await failureOf(visitor().confirm({ token: 'made-up' }))).toEqual({
      code: 'NOT_FOUND',
      message:
        'This confirmation link has expired or is no longer valid. Subscribe again to get a new one.',
    });
  });

  it('refuses a link older than 7 days', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    await hoursPass(orm(), 7 * 24);
    expect((await failureOf(confirmedBy('ana@example.com'))).code).toBe('NOT_FOUND');
  });

  it('does not subscribe again an address that unsubscribed since', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    await confirmedBy('ana@example.com');
    await visitor().unsubscribe({ token: await unsubscribeTokenOf(orm(), 'ana@example.com') });
    expect((await failureOf(confirmedBy('ana@example.com'))).code).toBe('NOT_FOUND');
  });
});

describe('an address that never confirms', () => {
  it('is deleted once its link has expired, after 7 days', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    await visitor().subscribe({ email: 'bo@example.com' });
    await confirmedBy('bo@example.com');
    await hoursPass(orm(), 7 * 24 - 1);
    expect(await deleteUnconfirmedSubscribers(orm().em.fork())).toBe(0);
    await hoursPass(orm(), 1);
    expect(await deleteUnconfirmedSubscribers(orm().em.fork())).toBe(1);
    expect((await admin().list({})).map((subscriber) => subscriber.email)).toEqual([
      'bo@example.com',
    ]);
  });
});

describe('unsubscribing', () => {
  it("shows the link's list, then takes the address off it", async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    await confirmedBy('ana@example.com');
    const token = await unsubscribeTokenOf(orm(), 'ana@example.com');
    expect(await visitor().unsubscribeLink({ token })).toEqual({
      list: 'news',
      listName: 'Pixelwave Studio news',
      state: 'confirmed',
    });
    expect((await visitor().unsubscribe({ token })).state).toBe('unsubscribed');
    expect((await visitor().unsubscribeLink({ token })).state).toBe('unsubscribed');
  });

  it('changes nothing the second time', async () => {
    await visitor().subscribe({ email: 'ana@example.com' });
    const token = await unsubscribeTokenOf(orm(), 'ana@example.com');
    await visitor().unsubscribe({ token });
    const [before] = await admin().list({});
    expect((await visitor().unsubscribe({ token })).state).toBe('unsubscribed');
    expect(await admin().list({})).toEqual([before]);
  });

  it('refuses an unknown link with 404', async () => {
    expect((await failureOf(visitor().unsubscribe({ token: 'made-up' }))).code).toBe('NOT_FOUND');
  });
});
