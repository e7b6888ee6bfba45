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
