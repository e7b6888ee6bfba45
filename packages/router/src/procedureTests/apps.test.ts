import { resizableWidth } from '@studio/schemas';
import {
  ADMIN,
  aMomentLater,
  appFields,
  callAs,
  failureOf,
  useTestDatabase,
  whileRowLocked,
} from '../testing/harness';

const orm = useTestDatabase();

const asAdmin = () => callAs(orm(), ADMIN);
const asVisitor = () => callAs(orm(), null).caller;

async function createApp(overrides: Parameters<typeof appFields>[0] = {}) {
  return asAdmin().caller.admin.apps.create(appFields(overrides));
}

describe('public app pages', () => {
  it('lists featured apps first, then the most recently updated', async () => {
    const older = await createApp({ slug: 'older', name: 'Older' });
    await createApp({ slug: 'star', name: 'Star', featured: true });
    await createApp({ slug: 'newer', name: 'Newer' });
    await aMomentLater();
    await asAdmin().caller.admin.apps.update({
      id: older.id,
      ...appFields({ slug: 'older', name: 'Older' }),
    });
    const list = await asVisitor().apps.list();
    expect(list.map((app) => app.slug)).toEqual(['star', 'older', 'newer']);
  });

  it('leaves the long texts out of the list', async () => {
    await createApp();
    const [app] = await asVisitor().apps.list();
    expect(app).not.toHaveProperty('description');
    expect(app).not.toHaveProperty('termsLink');
    expect(app).toMatchObject({ slug: 'space-miner', featured: false, category: 'Game' });
  });

  it("gives the site's cards the list's apps in its order, with only what a card shows", async () => {
    await createApp({ slug: 'plain', name: 'Plain' });
    await createApp({ slug: 'star', name: 'Star', featured: true });
    const list = await asVisitor().apps.list();
    const cards = await asVisitor().apps.cards();
    expect(cards).toEqual(
      list.map((app) => ({
        name: app.name,
        slug: app.slug,
        shortDescription: app.shortDescription,
        category: app.category,
        icon: app.icon,
        featured: app.featured,
        views: app.views,
        comingSoon: app.comingSoon,
        expectedLaunch: app.expectedLaunch,
        iconWidth: resizableWidth(app.images, app.icon),
      })),
    );
  });

  it("gives the home page's cards only the first apps it asks for", async () => {
    await createApp({ slug: 'plain', name: 'Plain' });
    await createApp({ slug: 'star', name: 'Star', featured: true });
    await createApp({ slug: 'other', name: 'Other' });
    const cards = await asVisitor().apps.cards({ limit: 2 });
    expect(cards.map((card) => card.slug)).toEqual(['star', 'other']);
  });

  it('refuses a cards limit outside 1 to 100', async () => {
    for (const limit of [0, 101]) {
      const error = await asVisitor()
        .apps.cards({ limit })
        .catch((e) => e);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.cause.issues.map((issue: { message: string }) => issue.message)).toEqual([
        'Limit must be a whole number from 1 to 100',
      ]);
    }
  });

  it('finds an app by slug', async () => {
    const created = await createApp();
    expect(await asVisitor().apps.byParam({ param: 'space-miner' })).toEqual(created);
  });

  it('finds an app by numeric id when no app has that slug', async () => {
    const created = await createApp();
    expect((await asVisitor().apps.byParam({ param: String(created.id) })).slug).toBe(
      'space-miner',
    );
  });

  it('prefers the slug when an app saved before the digits rule has a slug of digits only', async () => {
    await createApp();
    await orm().em.execute("update apps set id = 42 where slug = 'space-miner'");
    await createApp({ slug: 'numbered', name: 'Numbered' });
    await orm().em.execute("update apps set slug = '42' where slug = 'numbered'");
    expect((await asVisitor().apps.byParam({ param: '42' })).name).toBe('Numbered');
  });

  it('answers 404 "App not found" for an unknown slug or id', async () => {
    for (const param of ['no-such-app', '999', '99999999999']) {
      expect(await failureOf(asVisitor().apps.byParam({ param }))).toEqual({
        code: 'NOT_FOUND',
        message: 'App not found',
      });
    }
  });

  it("returns an app's terms and privacy texts with its name", async () => {
    await createApp();
    expect(await asVisitor().apps.terms({ slug: 'space-miner' })).toEqual({
      appName: 'Space Miner',
      terms: 'Play fair.\nHave fun.',
    });
    expect(await asVisitor().apps.privacy({ slug: 'space-miner' })).toEqual({
      appName: 'Space Miner',
      privacy: 'https://example.com/privacy',
      dataCollected: null,
    });
  });

  it('answers null terms when the app has none, and 404 for an unknown app', async () => {
    await createApp({ termsLink: '' });
    expect((await asVisitor().apps.terms({ slug: 'space-miner' })).terms).toBeNull();
    expect((await failureOf(asVisitor().apps.privacy({ slug: 'nope' }))).code).toBe('NOT_FOUND');
  });
  it('shows how often each app page was seen in the list', async () => {
    const app = await createApp();
    await createApp({ slug: 'tip-split', name: 'Tip Split' });
    await orm().em.execute(
      `insert into analytics_page_views (day, path, app_id, views) values
         ('2026-11-01', '/apps/space-miner', ${app.id}, 40),
         ('2026-11-02', '/apps/space-miner', ${app.id}, 2)`,
    );
    const list = await asVisitor().apps.list();
    expect(list.map(({ slug, views }) => [slug, views])).toEqual([
      ['tip-split', 0],
      ['space-miner', 42],
    ]);
  });

  it("returns an app's account-deletion text with its name", async () => {
    await createApp({ accountDeletion: 'Settings, then Delete account.' });
    expect(await asVisitor().apps.accountDeletion({ slug: 'space-miner' })).toEqual({
      appName: 'Space Miner',
      accountDeletion: 'Settings, then Delete account.',
    });
  });
});

describe('admin app management', () => {
  it('keeps both store links, the support contact and the deep links', async () => {
    const links = {
      playStoreLink: 'https://play.google.com/store/apps/details?id=com.pixelwave.spaceminer',
      supportEmail: 'help@pixelwave.example',
      supportUrl: 'https://pixelwave.example/help',
      deepLinks: {
        appleTeamId: 'ABCDE12345',
        iosBundleId: 'com.pixelwave.spaceminer',
        androidPackage: null,
        androidSha256Fingerprints: [],
      },
    };
    const created = await createApp(links);
    expect(await asVisitor().apps.byParam({ param: 'space-miner' })).toMatchObject({
      id: created.id,
      ...links,
    });
  });

  it('creates an app with ISO dates, stored YouTube links in canonical form, Standard by default', async () => {
    const { caller, contentChanges } = asAdmin();
    const app = await caller.admin.apps.create(
      appFields({
        featured: null,
        screenshots: ['https://youtu.be/dQw4w9WgXcQ', '/api/files/a/b.png'],
      }),
    );
    expect(app).toMatchObject({
      id: expect.any(Number),
      featured: false,
      screenshots: ['video:https://www.youtube.com/watch?v=dQw4w9WgXcQ', '/api/files/a/b.png'],
    });
    expect(new Date(app.createdAt).toISOString()).toBe(app.createdAt);
    expect(contentChanges()).toBe(1);
  });

  it('answers 409 with a message on the slug field when the slug is taken', async () => {
    await createApp();
    const { caller, contentChanges } = asAdmin();
    const error = await caller.admin.apps.create(appFields({ name: 'Other' })).catch((e) => e);
    expect(error).toMatchObject({
      code: 'CONFLICT',
      message: 'Another app already uses this slug',
      cause: { errors: { slug: ['Another app already uses this slug'] } },
    });
    expect(contentChanges()).toBe(0);
    expect(await asVisitor().apps.list()).toHaveLength(1);
  });

  it("reads an app by id, even when another app's slug is that id", async () => {
    const created = await createApp();
    await createApp({ slug: 'other', name: 'Other' });
    await orm().em.execute(`update apps set slug = '${created.id}' where slug = 'other'`);
    expect(await asAdmin().caller.admin.apps.byId({ id: created.id })).toEqual(created);
  });

  it('answers 404 "App not found" when reading an unknown id', async () => {
    expect(await failureOf(asAdmin().caller.admin.apps.byId({ id: 404 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'App not found',
    });
  });

  it('refuses a slug made only of digits on create and update, and saves nothing', async () => {
    const created = await createApp();
    const { caller, contentChanges } = asAdmin();
    for (const call of [
      caller.admin.apps.create(appFields({ slug: '12' })),
      caller.admin.apps.update({ id: created.id, ...appFields({ slug: '12' }) }),
    ]) {
      const error = await call.catch((e) => e);
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.cause.issues.map((issue: { message: string }) => issue.message)).toEqual([
        'Slug cannot be only digits',
      ]);
    }
    expect(contentChanges()).toBe(0);
    expect(await asVisitor().apps.list()).toHaveLength(1);
  });

  it('refuses invalid fields with their messages', async () => {
    const error = await asAdmin()
      .caller.admin.apps.create(appFields({ slug: 'Bad Slug', screenshots: [] }))
      .catch((e) => e);
    expect(error.code).toBe('BAD_REQUEST');
    const messages = error.cause.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Slug can only contain lowercase letters, numbers, and hyphens',
        'At least one screenshot is required',
      ]),
    );
  });

  it('replaces every field on update and moves updatedAt even when nothing changed', async () => {
    const created = await createApp();
    await aMomentLater();
    const { caller, contentChanges } = asAdmin();
    const updated = await caller.admin.apps.update({ id: created.id, ...appFields() });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect(updated.createdAt).toBe(created.createdAt);
    expect(contentChanges()).toBe(1);

    const renamed = await caller.admin.apps.update({
      id: created.id,
      ...appFields({ name: 'Space Miner 2', slug: 'space-miner-2', appStoreLink: null }),
    });
    expect(renamed).toMatchObject({
      name: 'Space Miner 2',
      slug: 'space-miner-2',
      appStoreLink: null,
    });
    expect(await asVisitor().apps.byParam({ param: 'space-miner-2' })).toEqual(renamed);
  });

  it("answers 409 when an update takes another app's slug", async () => {
    await createApp();
    const other = await createApp({ slug: 'other' });
    const failure = await failureOf(
      asAdmin().caller.admin.apps.update({ id: other.id, ...appFields() }),
    );
    expect(failure).toEqual({ code: 'CONFLICT', message: 'Another app already uses this slug' });
  });

  it('answers 404 when updating or deleting an app that does not exist', async () => {
    const { caller, contentChanges } = asAdmin();
    expect(await failureOf(caller.admin.apps.update({ id: 404, ...appFields() }))).toEqual({
      code: 'NOT_FOUND',
      message: 'App not found',
    });
    expect(await failureOf(caller.admin.apps.delete({ id: 404 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'App not found',
    });
    expect(contentChanges()).toBe(0);
  });

  it('deletes an app', async () => {
    const created = await createApp();
    const { caller, contentChanges } = asAdmin();
    expect(await caller.admin.apps.delete({ id: created.id })).toEqual({
      id: created.id,
      deleted: true,
    });
    expect(await asVisitor().apps.list()).toEqual([]);
    expect(contentChanges()).toBe(1);
  });

  it('deletes an app once when asked many times at once: one 200 and one event, 404 for the rest', async () => {
    const created = await createApp();
    const results = await whileRowLocked(orm(), 'apps', created.id, 8, () =>
      Promise.allSettled(
        Array.from({ length: 8 }, () => asAdmin().caller.admin.apps.delete({ id: created.id })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason] : [],
    );
    expect(refusals).toHaveLength(7);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 'NOT_FOUND' });
    const events = await orm().em.execute(
      "select count(*)::int as n from activity_events where action = 'deleted'",
    );
    expect(events).toEqual([{ n: 1 }]);
  });

  it('keeps the write when announcing the change fails', async () => {
    const call = asAdmin();
    call.ctx.notifyContentChanged = () => Promise.reject(new Error('NOTIFY failed'));
    await call.caller.admin.apps.create(appFields());
    expect(await asVisitor().apps.list()).toHaveLength(1);
  });
});
