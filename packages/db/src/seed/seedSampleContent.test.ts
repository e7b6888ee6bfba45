import { APP_CATEGORIES, parseMediaEntry } from '@studio/schemas';
import { ActivityEvent, App, BlogPost, StoredFile } from '../entities';
import { findStoredFile, readStoredFile } from '../files/fileStore';
import { openDatabase, type Orm } from '../orm';
import { openTestDatabase, type OpenTestDatabase } from '../testing';
import { SAMPLE_APPS } from './sampleApps';
import { SAMPLE_POSTS } from './samplePosts';
import { seedSampleContent } from './seedSampleContent';

const SAMPLE_FILES =
  SAMPLE_APPS.reduce((count, app) => count + 1 + app.screens.length, 0) + SAMPLE_POSTS.length;

const opened: OpenTestDatabase[] = [];

async function freshDatabase(): Promise<Orm> {
  const database = await openTestDatabase();
  opened.push(database);
  return database.orm;
}

afterAll(async () => {
  for (const database of opened) await database.close();
});

async function counts(orm: Orm) {
  const em = orm.em.fork();
  return {
    apps: await em.count(App),
    posts: await em.count(BlogPost),
    files: await em.count(StoredFile),
    events: await em.count(ActivityEvent),
  };
}

async function readText(orm: Orm, url: string): Promise<{ mimetype: string; text: string }> {
  const id = /^\/api\/files\/([^/]+)\//.exec(url)?.[1];
  const file = id ? await findStoredFile(orm.em.fork(), id) : null;
  if (!file) throw new Error(`No stored file behind ${url}`);
  const parts: Buffer[] = [];
  for await (const part of readStoredFile(orm.em.fork(), file)) parts.push(part);
  return { mimetype: file.mimetype, text: Buffer.concat(parts).toString('utf8') };
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

function expectedSize(url: string): [number, number] {
  if (url.endsWith('-icon.svg')) return [512, 512];
  if (url.endsWith('-cover.svg')) return [1200, 630];
  return [1080, 1920];
}

describe('seedSampleContent', () => {
  it('fills an empty site with apps, posts and their pictures, and records no activity', async () => {
    const orm = await freshDatabase();
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
    for (const url of images) {
      const { mimetype, text } = await readText(orm, url);
      expect(mimetype).toBe('image/svg+xml');
      expect({ url, wellFormed: isWellFormedSvg(text, ...expectedSize(url)) }).toEqual({
        url,
        wellFormed: true,
      });
    }
  });

  it('adds nothing when run again', async () => {
    const orm = await freshDatabase();
    await seedSampleContent(orm.em.fork());
    const before = await counts(orm);
    expect(await seedSampleContent(orm.em.fork())).toBe(false);
    expect(await counts(orm)).toEqual(before);
  });

  it('leaves a site that already has content alone', async () => {
    const orm = await freshDatabase();
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
    const orm = await freshDatabase();
    const other = await openDatabase(orm.config.get('clientUrl')!);
    try {
      const results = await Promise.all([
        seedSampleContent(orm.em.fork()),
        seedSampleContent(other.em.fork()),
      ]);
      expect(results.sort()).toEqual([false, true]);
    } finally {
      await other.close();
    }
    expect(await counts(orm)).toEqual({
      apps: SAMPLE_APPS.length,
      posts: SAMPLE_POSTS.length,
      files: SAMPLE_FILES,
      events: 0,
    });
  });
});
