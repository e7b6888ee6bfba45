import { ADMIN, appFields, callAs, useTestDatabase, postFields } from '../testing/harness';

const orm = useTestDatabase();

const admin = () => callAs(orm(), ADMIN).caller;

describe('dashboard stats', () => {
  it('counts zero everywhere on an empty site', async () => {
    expect(await admin().admin.dashboard.stats()).toEqual({
      totalApps: 0,
      blogPosts: 0,
      appCategories: 0,
      featuredApps: 0,
      subscribers: 0,
    });
  });

  it('counts apps, posts (drafts included), distinct categories and featured apps', async () => {
    await admin().admin.apps.create(appFields({ slug: 'g1', category: 'Game', featured: true }));
    await admin().admin.apps.create(appFields({ slug: 'g2', category: 'Game' }));
    await admin().admin.apps.create(
      appFields({ slug: 'p1', category: 'Productivity', featured: true }),
    );
    await admin().admin.blog.create(postFields({ slug: 'out' }));
    await admin().admin.blog.create(postFields({ slug: 'draft', published: false }));
    expect(await admin().admin.dashboard.stats()).toEqual({
      totalApps: 3,
      blogPosts: 2,
      appCategories: 2,
      featuredApps: 2,
      subscribers: 0,
    });
  });
});

describe('failing shared-cache purges', () => {
  it('are none while every purge goes through, however many wait for their first try', async () => {
    await orm().em.execute("insert into cache_purges (keys) values ('{apps}')");
    expect(await admin().admin.dashboard.purgeFailures()).toEqual({
      failing: 0,
      lastError: null,
      failingSince: null,
    });
  });

  it('count the purges a cache missed, since the oldest, with the newest one’s error', async () => {
    await orm().em.execute(
      `insert into cache_purges (keys, attempts, last_error, created_at) values
         ('{apps}', 3, 'http://varnish/ answered 503', '2026-11-20T10:00:00Z'),
         ('{post-1}', 1, 'http://varnish/: ECONNREFUSED', '2026-11-20T11:00:00Z'),
         ('{posts}', 0, null, now())`,
    );
    expect(await admin().admin.dashboard.purgeFailures()).toEqual({
      failing: 2,
      lastError: 'http://varnish/: ECONNREFUSED',
      failingSince: '2026-11-20T10:00:00.000Z',
    });
  });
});
