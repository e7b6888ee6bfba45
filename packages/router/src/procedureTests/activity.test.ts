import { ADMIN, appFields, callAs, useTestDatabase, postFields } from '../testing/harness';
import { recordUpload } from '@studio/core/services/activity';

const orm = useTestDatabase();

const admin = () => callAs(orm(), ADMIN).caller;

/** The feed, oldest first, as [action, subjectType, subjectName]. */
async function feed() {
  const events = await admin().admin.dashboard.activity({ limit: 100 });
  return events.reverse().map((event) => [event.action, event.subjectType, event.subjectName]);
}

describe('recent activity', () => {
  it('records creating, updating and deleting an app, with the admin as actor', async () => {
    const app = await admin().admin.apps.create(appFields());
    await admin().admin.apps.update({ id: app.id, ...appFields({ name: 'Space Miner 2' }) });
    await admin().admin.apps.delete({ id: app.id });
    expect(await feed()).toEqual([
      ['created', 'app', 'Space Miner'],
      ['updated', 'app', 'Space Miner 2'],
      ['deleted', 'app', 'Space Miner 2'],
    ]);
    const events = await admin().admin.dashboard.activity({ limit: 10 });
    expect(events.every((event) => event.actor === 'owner')).toBe(true);
  });

  it('records adding, changing and deleting a release, named by its app and version', async () => {
    const app = await admin().admin.apps.create(appFields());
    const release = await admin().admin.releases.create({
      id: app.id,
      version: '1.0',
      releasedAt: '2024-03-14',
      notes: 'First release.',
    });
    await admin().admin.releases.update({
      id: app.id,
      releaseId: release.id,
      version: '1.0.1',
      releasedAt: '2024-03-14',
      notes: 'First release, fixed.',
    });
    await admin().admin.releases.delete({ id: app.id, releaseId: release.id });
    expect((await feed()).slice(1)).toEqual([
      ['created', 'release', 'Space Miner 1.0'],
      ['updated', 'release', 'Space Miner 1.0.1'],
      ['deleted', 'release', 'Space Miner 1.0.1'],
    ]);
  });

  it('records a post created as published as created, then published', async () => {
    await admin().admin.blog.create(postFields({ published: true }));
    expect(await feed()).toEqual([
      ['created', 'blogPost', 'Behind the scenes'],
      ['published', 'blogPost', 'Behind the scenes'],
    ]);
  });

  it('records publishing and unpublishing as well as the update', async () => {
    const post = await admin().admin.blog.create(postFields({ published: false }));
    await admin().admin.blog.update({ id: post.id, ...postFields({ published: true }) });
    await admin().admin.blog.update({ id: post.id, ...postFields({ published: false }) });
    await admin().admin.blog.update({ id: post.id, ...postFields({ published: false }) });
    await admin().admin.blog.delete({ id: post.id });
    expect((await feed()).map(([action]) => action)).toEqual([
      'created',
      'updated',
      'published',
      'updated',
      'unpublished',
      'updated',
      'deleted',
    ]);
  });

  it('points at the subject while it exists, and no longer once it is deleted', async () => {
    const app = await admin().admin.apps.create(appFields());
    const [created] = await admin().admin.dashboard.activity({ limit: 1 });
    expect(created?.subjectId).toBe(String(app.id));
    await admin().admin.apps.delete({ id: app.id });
    const events = await admin().admin.dashboard.activity({ limit: 10 });
    expect(events.map((event) => event.subjectId)).toEqual([null, null]);
  });

  it('records nothing for a write that failed', async () => {
    await admin().admin.apps.create(appFields());
    await admin()
      .admin.apps.create(appFields())
      .catch(() => undefined);
    expect(await feed()).toEqual([['created', 'app', 'Space Miner']]);
  });

  it('records uploads for the API server', async () => {
    await recordUpload(orm().em.fork(), { fileId: 'f1e2', filename: 'shot.png', actor: 'owner' });
    const [event] = await admin().admin.dashboard.activity({ limit: 1 });
    expect(event).toMatchObject({
      action: 'uploaded',
      subjectType: 'file',
      subjectId: 'f1e2',
      subjectName: 'shot.png',
      actor: 'owner',
    });
  });

  it('returns at most the requested number of events, newest first', async () => {
    for (const slug of ['a1', 'a2', 'a3'])
      await admin().admin.apps.create(appFields({ slug, name: slug }));
    const events = await admin().admin.dashboard.activity({ limit: 2 });
    expect(events.map((event) => event.subjectName)).toEqual(['a3', 'a2']);
  });
});
