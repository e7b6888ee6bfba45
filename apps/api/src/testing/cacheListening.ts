import { CONTENT_CHANGED_CHANNEL } from '../cache/contentChangeListener';
import { eventually } from './eventually';
import type { TestServer } from './testServer';

/** How many connections LISTEN for content changes on the server's database (one per instance). */
export async function contentListeners(server: TestServer): Promise<number> {
  const [row] = await server.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle' and query = 'LISTEN ${CONTENT_CHANGED_CHANNEL}'`,
  );
  return row!.n;
}

/** Waits until `count` instances listen for changes: only then do they cache answers. */
export async function whenCachesListen(server: TestServer, count = 1): Promise<void> {
  await eventually(
    () => contentListeners(server),
    (listening) => listening >= count,
  );
}

/**
 * Waits until the server keeps rendered pages and has heard the notifications of earlier changes: a page
 * carries its render time, so two requests a moment apart give the same body only when the second came
 * from the cache and nothing cleared it in between (listening starts a moment after LISTEN shows).
 */
export async function whenPagesAreCached(server: TestServer): Promise<void> {
  const render = async () => (await server.app.inject({ method: 'GET', url: '/contact' })).body;
  await eventually(
    async () => {
      const first = await render();
      await new Promise((resolve) => setTimeout(resolve, 100));
      return first === (await render());
    },
    (cached) => cached,
  );
}
