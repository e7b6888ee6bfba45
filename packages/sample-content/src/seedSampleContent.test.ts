import { APP_CATEGORIES, parseMediaEntry } from '@studio/schemas';
import sharp from 'sharp';
import {
  ActivityEvent,
  App,
  AppPrivacyDeclaration,
  BlogPost,
  findStoredFile,
  openDatabaseForLongJobs,
  readWholeFile,
  Release,
  StoredFile,
  type Orm,
} from '@studio/db';
import { useTestDatabase } from '@studio/db/testing';
import { SAMPLE_APPS } from './sampleApps';
import { SAMPLE_POSTS } from './samplePosts';
import { seedSampleContent } from './seedSampleContent';

const SAMPLE_FILES =
  SAMPLE_APPS.reduce((count, app) => count + 1 + app.screens.length, 0) + SAMPLE_POSTS.length;

// Seeding renders a few dozen pictures with sharp, and each test seeds an emptied database.
jest.setTimeout(30_000);

const database = useTestDatabase({ emptyBeforeEach: true });

async function counts(orm: Orm) {
  const em = orm.em.fork();
  return {
    apps: await em.count(App),
    posts: await em.count(BlogPost),
    files: await em.count(StoredFile),
    events: await em.count(ActivityEvent),
  };
}

async function readFile(orm: Orm, url: string) {
  const id = /^\/api\/files\/([^/]+)\//.exec(url)?.[1];
  const file = id ? await findStoredFile(orm.em.fork(), id) : null;
  if (!file) throw new Error(`No stored file behind ${url}`);
  return { ...file, bytes: await readWholeFile(orm.em.fork(), file) };
}

/** An SVG document of the given size whose tags all close in order and whose entities are all valid. */
function isWellFormedSvg(text: string, width: number, height: number): boolean {
  const root = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  if (!text.startsWith(root) || !text.endsWith('</svg>')) return false;
  if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(text)) return false;
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of text.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g,
  )) {
    if (closing && open.pop() !== name) return false;
    if (!closing && !selfClosing) open.push(name!);
  }
  return open.length === 0;
}

/** What each sample picture is: icons PNG, covers JPEG, first screenshots PNG, other screenshots SVG. */
function expected(url: string): { mimetype: string; width: number; height: number } {
  if (url.endsWith('-icon.png')) return { mimetype: 'image/png', width: 512, height: 512 };
  if (url.endsWith('-cover.jpg')) return { mimetype: 'image/jpeg', width: 1200, height: 630 };
  if (url.endsWith('-screenshot-1.png'))
    return { mimetype: 'image/png', width: 1080, height: 1920 };
  return { mimetype: 'image/svg+xml', width: 1080, height: 1920 };
}

describe('seedSampleContent', () => {
  it('fills an empty site with apps, posts and their pictures, and records no activity', async () => {
    const { orm } = database();
    expect(await seedSampleContent(orm.em.fork())).toBe(true);

    const em = orm.em.fork();
    const apps = await em.find(App, {});
    const posts = await em.find(BlogPost, {});
    expect(new Set(apps.map((app) => app.category))).toEqual(new Set(APP_CATEGORIES));
    expect(apps.filter((app) => app.featured).length).toBeGreaterThan(0);
    expect(posts.filter((post) => !post.published)).toHaveLength(1);
    expect(apps.some((app) => app.privacyLink?.startsWith('http'))).toBe(true);
    expect(apps.flatMap((app) => app.screenshots)).toContain(
      'video:https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
    expect(await counts(orm)).toEqual({
      apps: SAMPLE_APPS.length,
      posts: SAMPLE_POSTS.length,
      files: SAMPLE_FILES,
      events: 0,
    });

    const images = [
      ...apps.map((app) => app.icon),
      ...apps.flatMap((app) =>
        app.screenshots.filter((entry) => parseMediaEntry(entry)?.kind === 'image'),
      ),
      ...posts.map((post) => post.image),
    ];
    expect(images).toHaveLength(SAMPLE_FILES);
    expect(apps.every((app) => app.screenshots[0]!.endsWith('-screenshot-1.png'))).toBe(true);
    for (const url of images) {
      const { mimetype, width, height, bytes } = await readFile(orm, url);
      const picture = expected(url);
      expect({ url, mimetype, width, height }).toEqual({ url, ...picture });
      if (mimetype === 'image/svg+xml') {
        const wellFormed = isWellFormedSvg(bytes.toString('utf8'), picture.width, picture.height);
        expect({ url, wellFormed }).toEqual({ url, wellFormed: true });
      } else {
        const decoded = await sharp(bytes).metadata();
        expect([decoded.width, decoded.height]).toEqual([picture.width, picture.height]);
      }
    }
  });

  it('gives at least two apps a published press kit and two releases, newest first', async () => {
    const { orm } = database();
    await seedSampleContent(orm.em.fork());
    const em = orm.em.fork();
    const withKits = await em.find(App, { pressKitEnabled: true }, { orderBy: { slug: 'asc' } });
    expect(withKits.map((app) => app.slug)).toEqual(['focus-flow', 'space-miner']);
    for (const app of withKits) {
      expect(app.platforms.length).toBeGreaterThan(0);
      const releases = await em.find(Release, { app: app.id }, { orderBy: { releasedAt: 'desc' } });
      expect(releases).toHaveLength(2);
      expect(releases[0]!.releasedAt > releases[1]!.releasedAt).toBe(true);
    }
  });

  it('declares what two apps collect: one some data, one none', async () => {
    const { orm } = database();
    await seedSampleContent(orm.em.fork());
    const declarations = await orm.em
      .fork()
      .find(AppPrivacyDeclaration, {}, { populate: ['app'], orderBy: { app: { slug: 'asc' } } });
    expect(
      declarations.map(({ app, declaration }) => [app.slug, declaration.data.map((d) => d.type)]),
    ).toEqual([
      ['space-miner', ['USER_ID', 'GAMEPLAY_CONTENT', 'CRASH_DATA']],
      ['tip-split', []],
    ]);
    expect(declarations[1]!.declaration.collectsData).toBe(false);
  });

  it('announces one game as coming soon, launching months after the site is filled', async () => {
    const { orm } = database();
    await seedSampleContent(orm.em.fork());
    const comingSoon = await orm.em.fork().find(App, { comingSoon: true });
    expect(comingSoon.map((app) => app.slug)).toEqual(['star-garden']);
    const [app] = comingSoon;
    expect(app!.publishAt!.getTime()).toBeGreaterThan(Date.now() + 30 * 24 * 3_600_000);
    expect(app).toMatchObject({
      launchPending: true,
      expectedLaunch: 'Spring 2027',
      preRegistrationUrl: expect.stringContaining('play.google.com'),
      preOrderUrl: expect.stringContaining('apps.apple.com'),
      launchMessage: expect.any(String),
    });
  });

  it('adds nothing when run again', async () => {
    const { orm } = database();
    await seedSampleContent(orm.em.fork());
    const before = await counts(orm);
    expect(await seedSampleContent(orm.em.fork())).toBe(false);
    expect(await counts(orm)).toEqual(before);
  });

  it('leaves a site that already has content alone', async () => {
    const { orm } = database();
    const em = orm.em.fork();
    em.create(BlogPost, {
      title: 'Our own first post',
      slug: 'our-own-first-post',
      content: 'Written by the owner before the sample content had a chance to appear.',
      excerpt: 'The owner wrote this.',
      image: '/api/placeholder-image',
      category: 'News',
    });
    await em.flush();
    expect(await seedSampleContent(orm.em.fork())).toBe(false);
    expect(await counts(orm)).toEqual({ apps: 0, posts: 1, files: 0, events: 0 });
  });

  it('inserts one set when two instances seed at once', async () => {
    const { orm } = database();
    const { url } = database();
    // As at the server's start: the one that waits for the other waits as long as the seeding takes.
    const [first, second] = await Promise.all([
      openDatabaseForLongJobs(url),
      openDatabaseForLongJobs(url),
    ]);
    try {
      const results = await Promise.all([
        seedSampleContent(first.em.fork()),
        seedSampleContent(second.em.fork()),
      ]);
      expect(results.sort()).toEqual([false, true]);
    } finally {
      await first.close();
      await second.close();
    }
    expect(await counts(orm)).toEqual({
      apps: SAMPLE_APPS.length,
      posts: SAMPLE_POSTS.length,
      files: SAMPLE_FILES,
      events: 0,
    });
  });
});
