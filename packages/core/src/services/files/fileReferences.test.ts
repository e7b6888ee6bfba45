import { createTestApp, createTestPost, storeTestFile, useTestDatabase } from '@studio/db/testing';
import { videoFileEntry, youtubeEntry } from '@studio/schemas';
import { fileUrl, findStoredFile, SiteSetting } from '@studio/db';
import { deleteFileIfUnused } from './fileDeletion';
import { findFileUsages } from './fileReferences';

const database = useTestDatabase();
const orm = () => database().orm;

describe('file references', () => {
  it('finds files used as icons, screenshots, uploaded videos and post images', async () => {
    const em = orm().em.fork();
    const [icon, shot, video, cover, unused] = await Promise.all(
      ['icon.png', 'shot.png', 'clip.mp4', 'cover.png', 'unused.png'].map((name) =>
        storeTestFile(orm().em.fork(), name),
      ),
    );
    const app = await createTestApp(em, 'referencing-app', {
      icon: fileUrl(icon!),
      screenshots: [
        fileUrl(shot!),
        videoFileEntry(fileUrl(video!)),
        youtubeEntry('aqz-KE-bpKQ'),
        'https://example.com/elsewhere.png',
      ],
    });
    const post = await createTestPost(
      em,
      'referencing-post',
      `http://localhost:3000${fileUrl(cover!)}`,
    );

    const usages = await findFileUsages(orm().em.fork());
    const appUse = (field: string) => ({ type: 'app', id: String(app.id), name: app.name, field });
    expect(usages.get(icon!.id)).toEqual([appUse('icon')]);
    expect(usages.get(shot!.id)).toEqual([appUse('screenshots')]);
    expect(usages.get(video!.id)).toEqual([appUse('screenshots')]);
    expect(usages.get(cover!.id)).toEqual([
      { type: 'post', id: String(post.id), name: post.title, field: 'image' },
    ]);
    expect(usages.has(unused!.id)).toBe(false);
  });

  it("finds the screenshots and videos of an app's translation, naming the language, and will not delete them", async () => {
    const em = orm().em.fork();
    const [shot, clip] = await Promise.all(
      ['bildschirm.png', 'trailer-de.mp4'].map((name) => storeTestFile(orm().em.fork(), name)),
    );
    const app = await createTestApp(em, 'translated-app', { icon: '/api/placeholder-image' });
    await em.execute(`insert into app_translations (app_id, locale, fields) values (?, 'de', ?)`, [
      app.id,
      JSON.stringify({ screenshots: [fileUrl(shot!), videoFileEntry(fileUrl(clip!))] }),
    ]);

    const usedBy = [{ type: 'app', id: String(app.id), name: app.name, field: 'screenshots (de)' }];
    const usages = await findFileUsages(orm().em.fork());
    expect(usages.get(shot!.id)).toEqual(usedBy);
    expect(usages.get(clip!.id)).toEqual(usedBy);
    expect(await deleteFileIfUnused(orm().em.fork(), shot!.id)).toEqual({
      outcome: 'in use',
      usedBy,
    });
  });

  it("finds the image of a post's translation, naming the language, and will not delete it", async () => {
    const em = orm().em.fork();
    const image = await storeTestFile(em, 'titelbild.png');
    const post = await createTestPost(em, 'translated-post', '/api/placeholder-image');
    await em.execute(
      `insert into blog_post_translations (post_id, locale, fields) values (?, 'de', ?)`,
      [post.id, JSON.stringify({ title: 'Übersetzt', image: fileUrl(image) })],
    );

    const usedBy = [{ type: 'post', id: String(post.id), name: post.title, field: 'image (de)' }];
    expect((await findFileUsages(orm().em.fork())).get(image.id)).toEqual(usedBy);
    expect(await deleteFileIfUnused(orm().em.fork(), image.id)).toEqual({
      outcome: 'in use',
      usedBy,
    });
  });

  it("finds the file the site's share image setting uses", async () => {
    const em = orm().em.fork();
    const image = await storeTestFile(em, 'share.png');
    await em.upsert(SiteSetting, {
      key: 'share-image',
      value: fileUrl(image),
      updatedAt: new Date(),
    });

    expect((await findFileUsages(orm().em.fork())).get(image.id)).toEqual([
      { type: 'setting', id: 'share-image', name: 'share-image', field: 'image' },
    ]);
  });

  it('refuses to delete a file in use, naming where, and deletes it once unused', async () => {
    const em = orm().em.fork();
    const file = await storeTestFile(em, 'busy.png');
    const app = await createTestApp(em, 'busy-app', { icon: fileUrl(file) });

    expect(await deleteFileIfUnused(orm().em.fork(), file.id)).toEqual({
      outcome: 'in use',
      usedBy: [{ type: 'app', id: String(app.id), name: 'busy-app', field: 'icon' }],
    });
    expect(await findStoredFile(orm().em.fork(), file.id)).not.toBeNull();

    await orm().em.fork().nativeDelete('App', { id: app.id });
    expect(await deleteFileIfUnused(orm().em.fork(), file.id)).toEqual({
      outcome: 'deleted',
      filename: 'busy.png',
    });
    expect(await findStoredFile(orm().em.fork(), file.id)).toBeNull();
    expect(await deleteFileIfUnused(orm().em.fork(), file.id)).toEqual({ outcome: 'not found' });
  });
});
