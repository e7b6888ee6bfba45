import { launchScheduledItems } from '@studio/core/services/publishing/scheduledLaunches';
import { PUBLISH_AT_MESSAGE } from '@studio/schemas';
import {
  ADMIN,
  callAs,
  failureOf,
  postFields,
  SITE_ORIGIN,
  useTestDatabase,
} from '../testing/harness';

const orm = useTestDatabase();
const admin = () => callAs(orm(), ADMIN).caller.admin;
const visitor = () => callAs(orm(), null).caller;

const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();

beforeEach(async () => {
  await admin().settings.saveLocales({ default: 'en', locales: ['en', 'de'] });
});

/** A public post with a German translation published there, to go public at `publishAt`. */
async function postTranslatedFor(publishAt: string | null) {
  const post = await admin().blog.create(postFields({ slug: 'diary', published: true }));
  await admin().blog.saveTranslation({
    id: post.id,
    locale: 'de',
    title: 'Entwicklertagebuch',
    published: true,
    publishAt,
  });
  return post;
}

/** The translation's time comes: its publishAt moves to the past, as the clock would move it. */
async function translationTimeComes(postId: number): Promise<void> {
  await orm()
    .em.fork()
    .getConnection()
    .execute(
      `update blog_post_translations set publish_at = now() - interval '1 second' where post_id = ?`,
      [postId],
    );
}

const launchRound = () => launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN });

const germanTitles = async () =>
  (await visitor().blog.list({ locale: 'de' })).map((post) => post.title);

describe("a post's translation scheduled on its own", () => {
  it('keeps its schedule, answered in UTC, in the save and in the list of translations', async () => {
    const post = await admin().blog.create(postFields());
    const saved = await admin().blog.saveTranslation({
      id: post.id,
      locale: 'de',
      title: 'Hinter den Kulissen',
      published: true,
      publishAt: '2099-06-01T09:30:00+02:00',
    });
    expect(saved.publishAt).toBe('2099-06-01T07:30:00.000Z');
    const { translations } = await admin().blog.translations({ id: post.id });
    expect(translations[0]).toMatchObject({ locale: 'de', publishAt: '2099-06-01T07:30:00.000Z' });
  });

  it('has no schedule when saved without one', async () => {
    const post = await postTranslatedFor(null);
    const { translations } = await admin().blog.translations({ id: post.id });
    expect(translations[0]!.publishAt).toBeNull();
  });

  it("is absent from the language's blog list and cards until its time, then present", async () => {
    const post = await postTranslatedFor(IN_AN_HOUR());
    expect(await germanTitles()).toEqual([]);
    expect(await visitor().blog.cards({ locale: 'de' })).toEqual([]);

    await translationTimeComes(post.id);
    expect(await germanTitles()).toEqual(['Entwicklertagebuch']);
    expect((await visitor().blog.cards({ locale: 'de' })).map((card) => card.slug)).toEqual([
      'diary',
    ]);
  });

  it('has no page in its language until its time, while the default language has one', async () => {
    const post = await postTranslatedFor(IN_AN_HOUR());
    expect(await failureOf(visitor().blog.bySlug({ slug: 'diary', locale: 'de' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await visitor().blog.bySlug({ slug: 'diary' })).id).toBe(post.id);

    await translationTimeComes(post.id);
    expect((await visitor().blog.bySlug({ slug: 'diary', locale: 'de' })).title).toBe(
      'Entwicklertagebuch',
    );
  });

  it("is named among the post's language versions (hreflang, sitemap) only once its time has come", async () => {
    const post = await postTranslatedFor(IN_AN_HOUR());
    expect(await visitor().blog.languages()).toEqual({ diary: ['en'] });

    await translationTimeComes(post.id);
    expect(await visitor().blog.languages()).toEqual({ diary: ['en', 'de'] });
  });

  it('stays hidden while the post itself is scheduled, though the translation has no schedule', async () => {
    const post = await admin().blog.create(
      postFields({ slug: 'diary', published: true, publishAt: IN_AN_HOUR() }),
    );
    await admin().blog.saveTranslation({
      id: post.id,
      locale: 'de',
      title: 'Entwicklertagebuch',
      published: true,
      publishAt: null,
    });
    expect(await germanTitles()).toEqual([]);
    expect(await visitor().blog.languages()).toEqual({});
  });

  it("is summed up for the admin's list with its schedule", async () => {
    const publishAt = IN_AN_HOUR();
    const post = await postTranslatedFor(publishAt);
    const [state] = (await admin().blog.translationStates()).filter(({ id }) => id === post.id);
    expect(state!.translations).toMatchObject([
      { locale: 'de', published: true, publishAt: new Date(publishAt).toISOString() },
    ]);
  });

  it('refuses a schedule that is no date-time with its offset, and saves nothing', async () => {
    const post = await admin().blog.create(postFields());
    const failure = await failureOf(
      admin().blog.saveTranslation({
        id: post.id,
        locale: 'de',
        title: 'Hinter den Kulissen',
        publishAt: '2099-06-01 09:30',
      }),
    );
    expect(failure).toMatchObject({ code: 'BAD_REQUEST' });
    expect(JSON.stringify(failure)).toContain(PUBLISH_AT_MESSAGE);
    const { translations } = await admin().blog.translations({ id: post.id });
    expect(translations[0]!.translated).toEqual([]);
  });
});

describe("the scheduler and a translation's launch", () => {
  const purgesOf = async (postId: number) =>
    (
      await orm()
        .em.fork()
        .execute<{ keys: string[] }[]>('select keys from cache_purges order by id')
    ).filter(({ keys }) => keys.includes(`post-${postId}`));

  it("announces it once, queuing the purge of its post's pages, however many instances check at once", async () => {
    const post = await postTranslatedFor(IN_AN_HOUR());
    expect((await launchRound()).translationsLaunched).toBe(0);
    await translationTimeComes(post.id);
    const purgesBefore = (await purgesOf(post.id)).length;

    const rounds = await Promise.all([launchRound(), launchRound(), launchRound()]);
    expect(rounds.reduce((sum, round) => sum + round.translationsLaunched, 0)).toBe(1);
    expect((await launchRound()).translationsLaunched).toBe(0);
    const purges = await purgesOf(post.id);
    expect(purges).toHaveLength(purgesBefore + 1);
    expect(purges.at(-1)!.keys.sort()).toEqual([`post-${post.id}`, 'posts']);
  });

  it('sends no e-mail and records no launch of the post for it', async () => {
    const post = await postTranslatedFor(IN_AN_HOUR());
    await translationTimeComes(post.id);
    expect(await launchRound()).toMatchObject({ launched: 0, translationsLaunched: 1, mailed: 0 });
  });

  it('forgets a launch whose translation was unpublished before its time', async () => {
    const post = await postTranslatedFor(IN_AN_HOUR());
    await admin().blog.saveTranslation({
      id: post.id,
      locale: 'de',
      title: 'Entwicklertagebuch',
      published: false,
      publishAt: IN_AN_HOUR(),
    });
    await translationTimeComes(post.id);
    expect((await launchRound()).translationsLaunched).toBe(0);
  });
});
