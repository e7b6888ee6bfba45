import { subscribersCsv } from '@studio/core/services/subscriptions/subscribersCsv';
import { confirmationsSent } from '../testing/subscriptions';
import {
  ADMIN,
  appFields,
  callAs,
  failureOf,
  REGULAR_USER,
  useTestDatabase,
} from '../testing/harness';

const orm = useTestDatabase();
const visitor = () => callAs(orm(), null).caller.subscriptions;
const admin = () => callAs(orm(), ADMIN).caller.admin.subscribers;

async function subscribed(email: string, app?: string, confirm = true) {
  await visitor().subscribe({ email, app });
  if (!confirm) return;
  const sent = await confirmationsSent(orm());
  await visitor().confirm({ token: sent[sent.length - 1]!.token });
}

beforeEach(async () => {
  await callAs(orm(), ADMIN).caller.admin.apps.create(
    appFields({ slug: 'star-hopper', name: 'Star Hopper' }),
  );
});

describe("the owner's view of the lists", () => {
  it('counts each list, the news first even when empty', async () => {
    expect(await admin().counts()).toEqual([
      {
        list: 'news',
        listName: 'Pixelwave Studio news',
        waiting: 0,
        confirmed: 0,
        unsubscribed: 0,
      },
    ]);
    await subscribed('ana@example.com', 'star-hopper');
    await subscribed('bo@example.com', 'star-hopper', false);
    expect(await admin().counts()).toEqual([
      {
        list: 'news',
        listName: 'Pixelwave Studio news',
        waiting: 0,
        confirmed: 0,
        unsubscribed: 0,
      },
      {
        list: 'star-hopper',
        listName: 'Star Hopper launch news',
        waiting: 1,
        confirmed: 1,
        unsubscribed: 0,
      },
    ]);
  });

  it("lists one list's addresses, newest first, as the API answers them", async () => {
    await subscribed('ana@example.com');
    await subscribed('bo@example.com', 'star-hopper');
    await subscribed('cy@example.com');
    expect(await admin().list({ list: 'news' })).toEqual([
      {
        id: expect.any(Number),
        email: 'cy@example.com',
        list: 'news',
        state: 'confirmed',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        confirmedAt: expect.stringMatching(/Z$/),
        locale: 'en',
      },
      expect.objectContaining({ email: 'ana@example.com' }),
    ]);
  });

  it('finds addresses by any part, in any case, wildcards taken as text', async () => {
    await subscribed('ana@example.com');
    await subscribed('bo_b@example.com');
    expect((await admin().list({ search: 'ANA@' })).map((row) => row.email)).toEqual([
      'ana@example.com',
    ]);
    expect((await admin().list({ search: '_' })).map((row) => row.email)).toEqual([
      'bo_b@example.com',
    ]);
  });

  it('refuses an unknown list with 404', async () => {
    expect(await failureOf(admin().list({ list: 'no-such-app' }))).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no list with this name.',
    });
  });

  it('removes an address from every list', async () => {
    await subscribed('ana@example.com');
    await subscribed('ana@example.com', 'star-hopper');
    await subscribed('bo@example.com');
    const [, ana] = await admin().list({ list: 'news' });
    expect(await admin().remove({ id: ana!.id })).toEqual({ email: 'ana@example.com', removed: 2 });
    expect((await admin().list({})).map((row) => row.email)).toEqual(['bo@example.com']);
    expect((await failureOf(admin().remove({ id: ana!.id }))).code).toBe('NOT_FOUND');
  });

  it('is for admins only', async () => {
    expect(
      (await failureOf(callAs(orm(), REGULAR_USER).caller.admin.subscribers.counts())).code,
    ).toBe('FORBIDDEN');
  });

  it('counts confirmed addresses once on the dashboard, whatever their lists', async () => {
    await subscribed('ana@example.com');
    await subscribed('ana@example.com', 'star-hopper');
    await subscribed('bo@example.com', undefined, false);
    expect((await callAs(orm(), ADMIN).caller.admin.dashboard.stats()).subscribers).toBe(1);
  });
});

describe("a list's CSV", () => {
  it('holds its addresses oldest first, RFC 4180 lines', async () => {
    await subscribed('ana@example.com');
    await subscribed('bo@example.com', undefined, false);
    const { list, csv } = await subscribersCsv(orm().em.fork(), 'news');
    expect(list).toBe('news');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,email,list,state,created_at,confirmed_at');
    expect(lines[1]).toMatch(/^\d+,ana@example\.com,news,confirmed,\S+Z,\S+Z$/);
    expect(lines[2]).toMatch(/^\d+,bo@example\.com,news,waiting,\S+Z,$/);
    expect(lines[3]).toBe('');
  });
});
