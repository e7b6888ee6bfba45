import { findPressKit } from '@studio/core/services/pressKit/pressKit';
import { launchScheduledItems } from '@studio/core/services/publishing/scheduledLaunches';
import { appFields, failureOf, postFields, SITE_ORIGIN, useCallers } from '../testing/harness';

const { orm, ...callers } = useCallers();

const asAdmin = () => callers.asAdmin().caller;
const asVisitor = () => callers.asVisitor().caller;

const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();
const AN_HOUR_AGO = () => new Date(Date.now() - 3_600_000).toISOString();

/** The schedule's time comes: the row's publishAt moves to the past, as the clock would move it. */
async function timeComes(table: 'blog_posts' | 'apps', id: number): Promise<void> {
  await orm()
    .em.fork()
    .getConnection()
    .execute(`update ${table} set publish_at = now() - interval '1 second' where id = ?`, [id]);
}

async function publishedEvents() {
  const events = await asAdmin().admin.dashboard.activity({ limit: 50 });
  return events.filter((event) => event.action === 'published');
}

describe('a scheduled post', () => {
  it('is hidden from the public until its time, and shows its schedule to the admin', async () => {
    const publishAt = IN_AN_HOUR();
    const post = await asAdmin().admin.blog.create(postFields({ publishAt }));
    expect(post.publishAt).toBe(new Date(publishAt).toISOString());
    expect(await asVisitor().blog.list()).toEqual([]);
    expect(await failureOf(asVisitor().blog.bySlug({ slug: post.slug }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Blog post not found',
    });
    expect((await asAdmin().admin.blog.list()).map((p) => p.publishAt)).toEqual([post.publishAt]);
  });

  it('is public once its time has come, with no save needed', async () => {
    const post = await asAdmin().admin.blog.create(postFields({ publishAt: IN_AN_HOUR() }));
    await timeComes('blog_posts', post.id);
    expect((await asVisitor().blog.list()).map((p) => p.slug)).toEqual([post.slug]);
    expect((await asVisitor().blog.bySlug({ slug: post.slug })).id).toBe(post.id);
  });

  it('stays a draft when not published, whatever its time', async () => {
    const post = await asAdmin().admin.blog.create(
      postFields({ published: false, publishAt: AN_HOUR_AGO() }),
    );
    expect(await asVisitor().blog.list()).toEqual([]);
    await launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN });
    expect(await publishedEvents()).toEqual([]);
    expect(post.published).toBe(false);
  });

  it('accepts an offset and answers in UTC; refuses a date-time without one', async () => {
    const post = await asAdmin().admin.blog.create(
      postFields({ publishAt: '2099-06-01T09:30:00+02:00' }),
    );
    expect(post.publishAt).toBe('2099-06-01T07:30:00.000Z');
    const failure = await failureOf(
      asAdmin().admin.blog.create(postFields({ slug: 'other', publishAt: '2099-06-01 09:30' })),
    );
    expect(failure.code).toBe('BAD_REQUEST');
  });
});

describe('the scheduler', () => {
  it('announces each launch once, by no one, however many instances check at once', async () => {
    const post = await asAdmin().admin.blog.create(postFields({ publishAt: IN_AN_HOUR() }));
    const app = await asAdmin().admin.apps.create(appFields({ publishAt: IN_AN_HOUR() }));
    expect(
      (await launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN })).launched,
    ).toBe(0);
    await timeComes('blog_posts', post.id);
    await timeComes('apps', app.id);
    const rounds = await Promise.all([
      launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN }),
      launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN }),
      launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN }),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.launched, 0)).toBe(2);
    expect(
      (await launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN })).launched,
    ).toBe(0);
    const events = await publishedEvents();
    expect(events.map((event) => [event.subjectType, event.subjectName, event.actor])).toEqual(
      expect.arrayContaining([
        ['blogPost', post.title, null],
        ['app', app.name, null],
      ]),
    );
    expect(events).toHaveLength(2);
  });

  it('forgets a launch whose schedule was cleared before its time', async () => {
    const post = await asAdmin().admin.blog.create(postFields({ publishAt: IN_AN_HOUR() }));
    await asAdmin().admin.blog.update({ id: post.id, ...postFields({ published: false }) });
    await timeComes('blog_posts', post.id);
    expect(
      (await launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN })).launched,
    ).toBe(0);
  });
});

describe('a scheduled app', () => {
  it('is missing from every public read until its time, but listed for the admin', async () => {
    const app = await asAdmin().admin.apps.create(appFields({ publishAt: IN_AN_HOUR() }));
    expect(await asVisitor().apps.list()).toEqual([]);
    expect(await asVisitor().apps.cards()).toEqual([]);
    for (const read of [
      asVisitor().apps.byParam({ param: app.slug }),
      asVisitor().apps.byParam({ param: String(app.id) }),
      asVisitor().apps.terms({ slug: app.slug }),
      asVisitor().apps.releases({ slug: app.slug }),
    ]) {
      expect((await failureOf(read)).code).toBe('NOT_FOUND');
    }
    expect((await asAdmin().admin.apps.list()).map((a) => a.slug)).toEqual([app.slug]);
    await timeComes('apps', app.id);
    expect((await asVisitor().apps.list()).map((a) => a.slug)).toEqual([app.slug]);
    expect((await asVisitor().apps.terms({ slug: app.slug })).appName).toBe(app.name);
  });

  it('keeps its press kit to itself until its time', async () => {
    const app = await asAdmin().admin.apps.create(
      appFields({ publishAt: IN_AN_HOUR(), pressKitEnabled: true }),
    );
    await expect(findPressKit(orm().em.fork(), app.slug)).rejects.toThrow('Press kit not found');
    await timeComes('apps', app.id);
    expect((await findPressKit(orm().em.fork(), app.slug)).app.slug).toBe(app.slug);
  });

  it('is public as before without a schedule or with a past one', async () => {
    await asAdmin().admin.apps.create(appFields({ slug: 'no-schedule' }));
    await asAdmin().admin.apps.create(appFields({ slug: 'past', publishAt: AN_HOUR_AGO() }));
    expect((await asVisitor().apps.list()).map((a) => a.slug).sort()).toEqual([
      'no-schedule',
      'past',
    ]);
  });
});
