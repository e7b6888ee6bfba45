import { whenCachesListen } from '../testing/cacheListening';
import { eventually } from '../testing/eventually';
import { postFields } from '../testing/siteContent';
import {
  startTestServer,
  useAdminSession,
  useTestServer,
  type TestServer,
} from '../testing/testServer';

const CHECK_MS = 100;
const server = useTestServer({ scheduleCheckMs: CHECK_MS });
const admin = useAdminSession(server);
let second: TestServer;

beforeAll(async () => {
  second = await startTestServer({ scheduleCheckMs: CHECK_MS }, { database: server().database });
  await whenCachesListen(server(), 2);
});
afterAll(() => second.close());

const publicTitles = async (target: TestServer) =>
  (await target.app.inject({ method: 'GET', url: '/api/blog' }))
    .json<{ title: string }[]>()
    .map((post) => post.title);

describe('a scheduled post on two instances', () => {
  it('goes public at its time on both, with no request, announced once', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const created = await server().app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      payload: {
        ...postFields({ title: 'Launch at the minute', slug: 'launch', published: true }),
        publishAt,
      },
      ...admin(),
    });
    expect(created.statusCode).toBe(201);
    // Both instances keep the answer without the post until it goes out.
    expect(await publicTitles(server())).toEqual([]);
    expect(await publicTitles(second)).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const instance of [server(), second]) {
      expect(
        await eventually(
          () => publicTitles(instance),
          (titles) => titles.length > 0,
        ),
      ).toEqual(['Launch at the minute']);
    }
    await new Promise((resolve) => setTimeout(resolve, 5 * CHECK_MS));
    const events = await server().query<{ actor: string | null }>(
      "select actor from activity_events where action = 'published'",
    );
    expect(events).toEqual([{ actor: null }]);
  });
});
