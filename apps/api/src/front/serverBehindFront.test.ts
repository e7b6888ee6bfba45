import Fastify from 'fastify';
import { ContentCache } from '../cache/contentCache';
import { HotFileCache } from '../cache/hotFileCache';
import { siteOrigin } from '../web/siteOrigin';
import type { FrontLink } from './frontLink';
import { serveBehindFront } from './serverBehindFront';

/** A front that says it has caught up only when the test lets it. */
function slowFront() {
  const pending: Array<() => void> = [];
  const front: FrontLink = {
    ready: () => undefined,
    change: () => undefined,
    onMessage: () => undefined,
    synced: () => new Promise((resolve) => pending.push(resolve)),
  };
  return { front, catchUp: () => pending.splice(0).forEach((resolve) => resolve()) };
}

async function appBehind(front: FrontLink) {
  const app = Fastify();
  const caches = { content: new ContentCache(), files: new HotFileCache(100) };
  serveBehindFront(app, front, caches, siteOrigin({ publicOrigin: null, port: 3000 }));
  app.get('/read', async () => ({ read: true }));
  app.put('/write', async () => ({ written: true }));
  await app.ready();
  return app;
}

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('the app behind its front', () => {
  it('answers a write only once the front has applied what the write changed', async () => {
    const { front, catchUp } = slowFront();
    const app = await appBehind(front);
    const answer = app.inject({ method: 'PUT', url: '/write' });
    expect(await settledWithin(answer, 100)).toBe(false);
    catchUp();
    expect((await answer).json()).toEqual({ written: true });
    await app.close();
  });

  it('answers a read without waiting for the front', async () => {
    const { front } = slowFront();
    const app = await appBehind(front);
    expect((await app.inject({ method: 'GET', url: '/read' })).json()).toEqual({ read: true });
    await app.close();
  });
});
