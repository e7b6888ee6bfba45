import { launchScheduledItems } from '@studio/core/services/publishing/scheduledLaunches';
import { LIST_MAIL_PURPOSES } from '@studio/core/services/subscriptions/listMails';
import {
  ADMIN,
  appFields,
  callAs,
  postFields,
  SITE_ORIGIN,
  useTestDatabase,
} from '../testing/harness';
import { confirmationsSent, mailsOfPurpose, unsubscribeTokenOf } from '../testing/subscriptions';

const orm = useTestDatabase();

const admin = () => callAs(orm(), ADMIN).caller.admin;
const visitor = () => callAs(orm(), null).caller;

const IN_AN_HOUR = () => new Date(Date.now() + 3_600_000).toISOString();

/** Joins a list the way a visitor does; `confirmed` opens the e-mail's link, `unsubscribed` then leaves. */
async function subscriber(
  email: string,
  list: string,
  state: 'waiting' | 'confirmed' | 'unsubscribed',
): Promise<void> {
  await visitor().subscriptions.subscribe({ email, ...(list !== 'news' && { app: list }) });
  if (state === 'waiting') return;
  const sent = await confirmationsSent(orm());
  const { token } = sent.filter((mail) => mail.to === email).at(-1)!;
  await visitor().subscriptions.confirm({ token });
  if (state === 'unsubscribed') {
    await visitor().subscriptions.unsubscribe({
      token: await unsubscribeTokenOf(orm(), email, list),
    });
  }
}

const launchRound = () => launchScheduledItems(orm().em.fork(), { siteOrigin: SITE_ORIGIN });

async function timeComes(table: 'apps' | 'blog_posts', id: number): Promise<void> {
  await orm()
    .em.fork()
    .execute(`update ${table} set publish_at = now() - interval '1 second' where id = ?`, [id]);
}

const starGarden = (overrides = {}) =>
  admin().apps.create(
    appFields({
      name: 'Star Garden',
      slug: 'star-garden',
      comingSoon: true,
      publishAt: IN_AN_HOUR(),
      launchMessage: 'The garden is open.',
      ...overrides,
    }),
  );

/** Ana and Bo confirmed, Cy waits, Di left; Ed is on the news only. */
async function starGardenList(): Promise<void> {
  await subscriber('ana@example.com', 'star-garden', 'confirmed');
  await subscriber('bo@example.com', 'star-garden', 'confirmed');
  await subscriber('cy@example.com', 'star-garden', 'waiting');
  await subscriber('di@example.com', 'star-garden', 'unsubscribed');
  await subscriber('ed@example.com', 'news', 'confirmed');
}

describe("a coming-soon app's launch e-mail", () => {
  it('is queued by the launch to each confirmed subscriber of its list, with their unsubscribe link', async () => {
    const app = await starGarden();
    await starGardenList();
    await timeComes('apps', app.id);

    expect(await launchRound()).toEqual({
      ran: true,
      launched: 1,
      translationsLaunched: 0,
      mailed: 2,
    });

    const mails = await mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.launch(app.id));
    expect(mails).toEqual([
      {
        to: 'ana@example.com',
        subject: 'Star Garden is out now',
        unsubscribeUrl: expect.stringMatching(
          new RegExp(`^${SITE_ORIGIN}/subscriptions/unsubscribe/[\\w-]{43}$`),
        ),
      },
      expect.objectContaining({ to: 'bo@example.com' }),
    ]);
    expect((await admin().apps.byId({ id: app.id })).comingSoon).toBe(false);
  });

  it('is queued once, however many rounds run, one after the other or at once', async () => {
    const app = await starGarden();
    await starGardenList();
    await timeComes('apps', app.id);

    const rounds = await Promise.all([launchRound(), launchRound(), launchRound()]);
    expect(rounds.reduce((sum, round) => sum + round.mailed, 0)).toBe(2);
    expect((await launchRound()).mailed).toBe(0);
    // Scheduled again and launched again: its list heard of the launch already.
    await admin().apps.update({
      id: app.id,
      ...appFields({ name: 'Star Garden', slug: 'star-garden', publishAt: IN_AN_HOUR() }),
    });
    await timeComes('apps', app.id);
    expect(await launchRound()).toMatchObject({ launched: 1, mailed: 0 });
    expect(await mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.launch(app.id))).toHaveLength(2);
  });

  it('is queued when the admin launches it now (saved with its launch past), and not again on the next save', async () => {
    const app = await starGarden();
    await starGardenList();
    const launchNow = () =>
      admin().apps.update({
        id: app.id,
        ...appFields({ name: 'Star Garden', slug: 'star-garden', publishAt: null }),
      });
    expect((await launchNow()).comingSoon).toBe(false);
    await launchNow();
    expect(
      (await mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.launch(app.id))).map((mail) => mail.to),
    ).toEqual(['ana@example.com', 'bo@example.com']);
  });

  it('is not sent for an app scheduled without coming soon', async () => {
    const app = await admin().apps.create(
      appFields({ name: 'Star Garden', slug: 'star-garden', publishAt: IN_AN_HOUR() }),
    );
    await subscriber('ana@example.com', 'star-garden', 'confirmed');
    await timeComes('apps', app.id);
    expect(await launchRound()).toMatchObject({ launched: 1, mailed: 0 });
  });
});

describe('a post for the news list', () => {
  beforeEach(async () => {
    await subscriber('ana@example.com', 'news', 'confirmed');
    await subscriber('bo@example.com', 'news', 'waiting');
    await subscriber('cy@example.com', 'news', 'unsubscribed');
  });

  it('is sent to the confirmed subscribers when published, and never on later saves', async () => {
    const post = await admin().blog.create(postFields({ emailSubscribers: true }));
    const sent = () => mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.post(post.id));
    expect(await sent()).toEqual([
      expect.objectContaining({ to: 'ana@example.com', subject: 'Behind the scenes' }),
    ]);

    await admin().blog.update({
      id: post.id,
      ...postFields({ emailSubscribers: true, title: 'Behind the scenes, again' }),
    });
    await admin().blog.update({
      id: post.id,
      ...postFields({ emailSubscribers: true, published: false }),
    });
    await admin().blog.update({ id: post.id, ...postFields({ emailSubscribers: true }) });
    expect(await sent()).toHaveLength(1);
  });

  it('is sent when a draft is published, not while it is a draft, and not unless asked', async () => {
    const draft = await admin().blog.create(
      postFields({ emailSubscribers: true, published: false }),
    );
    const quiet = await admin().blog.create(postFields({ slug: 'quiet-post' }));
    expect(await mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.post(draft.id))).toEqual([]);

    await admin().blog.update({ id: draft.id, ...postFields({ emailSubscribers: true }) });
    expect(await mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.post(draft.id))).toHaveLength(1);
    expect(await mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.post(quiet.id))).toEqual([]);
  });

  it('is sent once when its scheduled time comes', async () => {
    const post = await admin().blog.create(
      postFields({ emailSubscribers: true, publishAt: IN_AN_HOUR() }),
    );
    expect(await mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.post(post.id))).toEqual([]);
    await timeComes('blog_posts', post.id);
    expect(await launchRound()).toMatchObject({ launched: 1, mailed: 1 });
    expect(await launchRound()).toMatchObject({ launched: 0, mailed: 0 });
    await admin().blog.update({ id: post.id, ...postFields({ emailSubscribers: true }) });
    expect(await mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.post(post.id))).toHaveLength(1);
  });
});

describe("a release for its app's launch list", () => {
  const RELEASE = { version: '1.1', releasedAt: '2027-05-01', notes: 'New seeds.', platforms: [] };

  it('is sent once to the confirmed subscribers of a launched app', async () => {
    const app = await admin().apps.create(appFields({ name: 'Star Garden', slug: 'star-garden' }));
    await subscriber('ana@example.com', 'star-garden', 'confirmed');
    await subscriber('bo@example.com', 'star-garden', 'waiting');
    const release = await admin().releases.create({
      id: app.id,
      ...RELEASE,
      emailSubscribers: true,
    });
    await admin().releases.update({
      id: app.id,
      releaseId: release.id,
      ...RELEASE,
      emailSubscribers: true,
      notes: 'More seeds.',
    });
    expect(await mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.release(release.id))).toEqual([
      expect.objectContaining({ to: 'ana@example.com', subject: "What's new in Star Garden 1.1" }),
    ]);
  });

  it('waits for a later save while its app is coming soon (the launch e-mail comes first)', async () => {
    const app = await starGarden();
    await subscriber('ana@example.com', 'star-garden', 'confirmed');
    const release = await admin().releases.create({
      id: app.id,
      ...RELEASE,
      emailSubscribers: true,
    });
    expect(await mailsOfPurpose(orm(), LIST_MAIL_PURPOSES.release(release.id))).toEqual([]);
  });
});

describe('emailSubscribers in public answers', () => {
  it('is left out of the posts and releases visitors get, and kept for the admin', async () => {
    const post = await admin().blog.create(postFields({ emailSubscribers: true }));
    const app = await admin().apps.create(appFields());
    await admin().releases.create({
      id: app.id,
      version: '1.0',
      releasedAt: '2027-01-01',
      notes: 'First.',
      platforms: [],
      emailSubscribers: true,
    });

    expect((await visitor().blog.list())[0]).not.toHaveProperty('emailSubscribers');
    expect(await visitor().blog.bySlug({ slug: post.slug })).not.toHaveProperty('emailSubscribers');
    expect((await visitor().apps.releases({ slug: app.slug }))[0]).not.toHaveProperty(
      'emailSubscribers',
    );

    expect((await admin().blog.byId({ id: post.id })).emailSubscribers).toBe(true);
    expect((await admin().blog.list())[0]!.emailSubscribers).toBe(true);
    expect((await admin().releases.list({ id: app.id }))[0]!.emailSubscribers).toBe(true);
  });
});

describe("the forms' figures of a list and its e-mail", () => {
  it("count the app's launch list, then its launch e-mail's outbox messages by state", async () => {
    const app = await starGarden();
    await starGardenList();
    expect(await admin().apps.mailing({ id: app.id })).toEqual({
      list: {
        list: 'star-garden',
        listName: 'Star Garden launch news',
        confirmed: 2,
        waiting: 1,
        unsubscribed: 1,
      },
      mail: null,
    });

    await timeComes('apps', app.id);
    await launchRound();
    await orm()
      .em.fork()
      .execute(
        `update outbox_messages set state = case when to_address like 'ana%' then 'sent' else 'failed' end
          where purpose = ?`,
        [LIST_MAIL_PURPOSES.launch(app.id)],
      );
    expect((await admin().apps.mailing({ id: app.id })).mail).toEqual({
      queuedAt: expect.any(String),
      waiting: 0,
      sent: 1,
      failed: 1,
    });
  });

  it("count the news list and the post's e-mail", async () => {
    await subscriber('ana@example.com', 'news', 'confirmed');
    const post = await admin().blog.create(postFields({ emailSubscribers: true }));
    expect(await admin().blog.mailing({ id: post.id })).toEqual({
      list: expect.objectContaining({ list: 'news', confirmed: 1, waiting: 0 }),
      mail: { queuedAt: expect.any(String), waiting: 1, sent: 0, failed: 0 },
    });
  });
});
