import { findPressKit } from '@studio/core/services/pressKit/pressKit';
import { redirectedSlug } from '@studio/core/services/publishing/redirectedSlug';
import { launchScheduledItems } from '@studio/core/services/publishing/scheduledLaunches';
import { COMING_SOON_NEEDS_LAUNCH_MESSAGE } from '@studio/schemas';
import {
  ADMIN,
  appFields,
  callAs,
  failureOf,
  SITE_ORIGIN,
  useTestDatabase,
} from '../testing/harness';

const orm = useTestDatabase();

const asAdmin = () => callAs(orm(), ADMIN).caller;
const asVisitor = () => callAs(orm(), null).caller;

const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();
const AN_HOUR_AGO = () => new Date(Date.now() - 3_600_000).toISOString();

const PRE_LAUNCH = {
  comingSoon: true,
  expectedLaunch: 'Spring 2027',
  preRegistrationUrl: 'https://play.google.com/store/apps/details?id=com.studio.stargarden',
  preOrderUrl: 'https://apps.apple.com/app/star-garden/id1234567890',
  launchMessage: 'Star Garden is out: your seeds are waiting.',
};

const comingSoonApp = (overrides = {}) =>
  asAdmin().admin.apps.create(
    appFields({
      name: 'Star Garden',
      slug: 'star-garden',
      publishAt: IN_AN_HOUR(),
      ...PRE_LAUNCH,
      ...overrides,
    }),
  );

/** The launch's time comes: the row's publishAt moves to the past, as the clock would move it. */
async function launchTimeComes(id: number): Promise<void> {
  await orm()
    .em.fork()
    .getConnection()
    .execute(`update apps set publish_at = now() - interval '1 second' where id = ?`, [id]);
}

describe('a coming-soon app before its launch', () => {
  it('is in the public list and cards, marked coming soon with its expected launch', async () => {
    await comingSoonApp();
    const [listed] = await asVisitor().apps.list();
    expect(listed).toMatchObject({
      slug: 'star-garden',
      comingSoon: true,
      expectedLaunch: 'Spring 2027',
      preRegistrationUrl: PRE_LAUNCH.preRegistrationUrl,
      preOrderUrl: PRE_LAUNCH.preOrderUrl,
    });
    expect(listed).not.toHaveProperty('launchMessage');
    expect(await asVisitor().apps.cards()).toEqual([
      expect.objectContaining({
        slug: 'star-garden',
        comingSoon: true,
        expectedLaunch: 'Spring 2027',
      }),
    ]);
  });

  it('has its page, documents, releases and press kit, by slug and by id', async () => {
    const app = await comingSoonApp({ pressKitEnabled: true });
    for (const param of [app.slug, String(app.id)]) {
      expect(await asVisitor().apps.byParam({ param })).toMatchObject({
        ...PRE_LAUNCH,
        id: app.id,
      });
    }
    expect((await asVisitor().apps.terms({ slug: app.slug })).appName).toBe('Star Garden');
    expect(await asVisitor().apps.releases({ slug: app.slug })).toEqual([]);
    expect((await findPressKit(orm().em.fork(), app.slug)).app.slug).toBe(app.slug);
  });

  it('leads there from an old slug', async () => {
    const app = await comingSoonApp();
    await asAdmin().admin.apps.update({
      id: app.id,
      ...appFields({ slug: 'star-garden-game', publishAt: app.publishAt, ...PRE_LAUNCH }),
    });
    expect(await redirectedSlug(orm().em.fork(), 'app', 'star-garden')).toBe('star-garden-game');
  });

  it('sits beside an ordinary scheduled app, which stays hidden until its time', async () => {
    await comingSoonApp();
    await asAdmin().admin.apps.create(
      appFields({ slug: 'secret-project', publishAt: IN_AN_HOUR() }),
    );
    expect((await asVisitor().apps.list()).map((app) => app.slug)).toEqual(['star-garden']);
    expect((await failureOf(asVisitor().apps.byParam({ param: 'secret-project' }))).code).toBe(
      'NOT_FOUND',
    );
    expect(await redirectedSlug(orm().em.fork(), 'app', 'secret-project')).toBeNull();
  });

  it('needs its launch date', async () => {
    const error = await asAdmin()
      .admin.apps.create(appFields({ ...PRE_LAUNCH, publishAt: null }))
      .catch((e) => e);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause.issues).toEqual([
      expect.objectContaining({ path: ['publishAt'], message: COMING_SOON_NEEDS_LAUNCH_MESSAGE }),
    ]);
  });

  it('is an ordinary app when saved with its launch already past', async () => {
    const app = await comingSoonApp({ publishAt: AN_HOUR_AGO() });
    expect(app.comingSoon).toBe(false);
    expect((await asVisitor().apps.byParam({ param: app.slug })).comingSoon).toBe(false);
  });
});

describe('the launch of a coming-soon app', () => {
  it('makes it an ordinary app, announced once, keeping its launch message for the admin', async () => {
    const app = await comingSoonApp();
    await launchTimeComes(app.id);
    expect(
      (await launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN })).launched,
    ).toBe(1);
    expect(
      (await launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN })).launched,
    ).toBe(0);

    const launched = await asVisitor().apps.byParam({ param: app.slug });
    expect(launched).toMatchObject({ comingSoon: false, expectedLaunch: 'Spring 2027' });
    expect((await asVisitor().apps.cards())[0]!.comingSoon).toBe(false);
    expect((await asAdmin().admin.apps.byId({ id: app.id })).launchMessage).toBe(
      PRE_LAUNCH.launchMessage,
    );
    const events = await asAdmin().admin.dashboard.activity({ limit: 10 });
    expect(
      events.filter((event) => event.action === 'published').map((event) => event.subjectName),
    ).toEqual(['Star Garden']);
  });
});

describe('the coming-soon fields in revisions', () => {
  it('are kept with each save and come back with a restore', async () => {
    const caller = asAdmin();
    const app = await comingSoonApp();
    await caller.admin.apps.update({
      id: app.id,
      ...appFields({ name: 'Star Garden', slug: 'star-garden', publishAt: app.publishAt }),
    });
    expect((await caller.admin.apps.byId({ id: app.id })).comingSoon).toBe(false);
    const oldest = (await caller.admin.apps.revisions({ id: app.id })).at(-1)!;
    expect(
      (await caller.admin.apps.revision({ id: app.id, revisionId: oldest.id })).content,
    ).toMatchObject(PRE_LAUNCH);

    await caller.admin.apps.restoreRevision({ id: app.id, revisionId: oldest.id });

    expect(await caller.admin.apps.byId({ id: app.id })).toMatchObject(PRE_LAUNCH);
    const [restore] = await caller.admin.apps.revisions({ id: app.id });
    expect(restore!.summary).toEqual(
      expect.arrayContaining(['comingSoon', 'expectedLaunch', 'preOrderUrl', 'launchMessage']),
    );
  });
});
