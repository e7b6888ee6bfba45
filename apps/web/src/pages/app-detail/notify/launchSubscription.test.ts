import { subscribeToLaunch } from './launchSubscription';

const answering = (status: number) => jest.fn(() => Promise.resolve({ status } as Response));

describe('signing up for an app launch', () => {
  it('posts the address and the app to the subscriptions endpoint, and is taken on 202', async () => {
    globalThis.fetch = answering(202);
    expect(await subscribeToLaunch('player@example.com', 'star-garden')).toBe('subscribed');
    expect(fetch).toHaveBeenCalledWith('/api/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'player@example.com', app: 'star-garden' }),
    });
  });

  it('is an invalid address when the API refuses it with 400', async () => {
    globalThis.fetch = answering(400);
    expect(await subscribeToLaunch('player@nowhere', 'star-garden')).toBe('invalid');
  });

  it('fails on any other answer, or when the request cannot be made', async () => {
    globalThis.fetch = answering(503);
    expect(await subscribeToLaunch('player@example.com', 'star-garden')).toBe('failed');
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await subscribeToLaunch('player@example.com', 'star-garden')).toBe('failed');
  });
});
