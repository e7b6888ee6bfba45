import { REVISIONS_KEPT } from '@studio/schemas';
import { aMomentLater, appFields, failureOf, postFields, useCallers } from '../testing/harness';

const { orm, asAdmin } = useCallers();

describe('post revisions', () => {
  it('keeps one per save, newest first, naming who saved and which fields changed', async () => {
    const { caller } = asAdmin();
    const post = await caller.admin.blog.create(postFields());
    await aMomentLater();
    await caller.admin.blog.update({ id: post.id, ...postFields({ title: 'A better title' }) });
    const revisions = await caller.admin.blog.revisions({ id: post.id });
    expect(revisions.map(({ author, summary }) => ({ author, summary }))).toEqual([
      { author: 'owner', summary: ['title'] },
      {
        author: 'owner',
        summary: [
          'title',
          'slug',
          'content',
          'excerpt',
          'image',
          'category',
          'published',
          'publishAt',
          'emailSubscribers',
        ],
      },
    ]);
    expect(revisions[0]!.createdAt > revisions[1]!.createdAt).toBe(true);
  });

  it('shows the full content of a revision', async () => {
    const { caller } = asAdmin();
    const post = await caller.admin.blog.create(postFields());
    const [first] = await caller.admin.blog.revisions({ id: post.id });
    const revision = await caller.admin.blog.revision({ id: post.id, revisionId: first!.id });
    expect(revision.content).toEqual({ ...postFields(), publishAt: null, emailSubscribers: false });
  });

  it('restores a revision as a new revision, and announces the change', async () => {
    const call = asAdmin();
    const post = await call.caller.admin.blog.create(postFields());
    await call.caller.admin.blog.update({
      id: post.id,
      ...postFields({ content: 'Written over by mistake, and now the old text is gone for good.' }),
    });
    const oldest = (await call.caller.admin.blog.revisions({ id: post.id })).at(-1)!;
    const restored = await call.caller.admin.blog.restoreRevision({
      id: post.id,
      revisionId: oldest.id,
    });
    expect(restored.content).toBe(postFields().content);
    const revisions = await call.caller.admin.blog.revisions({ id: post.id });
    expect(revisions).toHaveLength(3);
    expect(revisions[0]!.summary).toEqual(['content']);
    expect(call.contentChanges()).toBe(3);
  });

  it('answers 409 when the slug of the revision is taken by now, and changes nothing', async () => {
    const { caller } = asAdmin();
    const post = await caller.admin.blog.create(postFields({ slug: 'first-slug' }));
    await caller.admin.blog.update({ id: post.id, ...postFields({ slug: 'second-slug' }) });
    await caller.admin.blog.create(postFields({ slug: 'first-slug' }));
    const oldest = (await caller.admin.blog.revisions({ id: post.id })).at(-1)!;
    expect(
      await failureOf(caller.admin.blog.restoreRevision({ id: post.id, revisionId: oldest.id })),
    ).toEqual({ code: 'CONFLICT', message: 'Another blog post already uses this slug' });
    expect(await asAdmin().caller.admin.blog.revisions({ id: post.id })).toHaveLength(2);
  });

  it("answers 404 for another item's revision or an unknown one", async () => {
    const { caller } = asAdmin();
    const one = await caller.admin.blog.create(postFields({ slug: 'one' }));
    const other = await caller.admin.blog.create(postFields({ slug: 'other' }));
    const [revisionOfOther] = await caller.admin.blog.revisions({ id: other.id });
    const notFound = { code: 'NOT_FOUND', message: 'Revision not found' };
    expect(
      await failureOf(caller.admin.blog.revision({ id: one.id, revisionId: revisionOfOther!.id })),
    ).toEqual(notFound);
    expect(
      await failureOf(caller.admin.blog.restoreRevision({ id: one.id, revisionId: 99_999 })),
    ).toEqual(notFound);
    expect(await failureOf(caller.admin.blog.revisions({ id: 99_999 }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Blog post not found',
    });
  });

  it(`keeps the last ${REVISIONS_KEPT}`, async () => {
    const { caller } = asAdmin();
    const post = await caller.admin.blog.create(postFields());
    for (let save = 1; save <= REVISIONS_KEPT; save += 1) {
      await caller.admin.blog.update({
        id: post.id,
        ...postFields({ title: `Save number ${save}` }),
      });
    }
    const revisions = await caller.admin.blog.revisions({ id: post.id });
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    const newest = await caller.admin.blog.revision({ id: post.id, revisionId: revisions[0]!.id });
    expect(newest.content.title).toBe(`Save number ${REVISIONS_KEPT}`);
  });

  it('are deleted with their post', async () => {
    const { caller } = asAdmin();
    const post = await caller.admin.blog.create(postFields());
    await caller.admin.blog.delete({ id: post.id });
    const rows = await orm()
      .em.fork()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from content_revisions');
    expect(rows[0]!.n).toBe(0);
  });
});

describe('app revisions', () => {
  it('are kept and restored like a post’s', async () => {
    const { caller } = asAdmin();
    const app = await caller.admin.apps.create(appFields());
    await caller.admin.apps.update({ id: app.id, ...appFields({ name: 'Space Miner Deluxe' }) });
    const [newest, oldest] = await caller.admin.apps.revisions({ id: app.id });
    expect(newest!.summary).toEqual(['name']);
    const restored = await caller.admin.apps.restoreRevision({
      id: app.id,
      revisionId: oldest!.id,
    });
    expect(restored.name).toBe('Space Miner');
    const revision = await caller.admin.apps.revision({ id: app.id, revisionId: oldest!.id });
    expect(revision.content.name).toBe('Space Miner');
  });

  const FIRST_RELEASE = {
    version: '1.0',
    releasedAt: '2024-03-14',
    notes: 'First release.',
    platforms: ['iOS'],
    versionCode: 10,
    emailSubscribers: false,
  };

  it("keep the app's releases, and a change of a release is a revision of its app", async () => {
    const { caller } = asAdmin();
    const app = await caller.admin.apps.create(appFields());
    await caller.admin.releases.create({ id: app.id, ...FIRST_RELEASE });
    const [newest, oldest] = await caller.admin.apps.revisions({ id: app.id });
    expect(newest!.summary).toEqual(['releases']);
    expect(oldest!.summary).toContain('releases');
    const revision = await caller.admin.apps.revision({ id: app.id, revisionId: newest!.id });
    expect(revision.content.releases).toEqual([{ ...FIRST_RELEASE, translations: [] }]);
    expect(revision.content.name).toBe('Space Miner');
  });

  it('bring back the releases of the restored revision', async () => {
    const { caller } = asAdmin();
    const app = await caller.admin.apps.create(appFields());
    const first = await caller.admin.releases.create({ id: app.id, ...FIRST_RELEASE });
    const [withFirst] = await caller.admin.apps.revisions({ id: app.id });
    await caller.admin.releases.update({
      id: app.id,
      releaseId: first.id,
      ...FIRST_RELEASE,
      notes: 'Rewritten notes.',
    });
    await caller.admin.releases.create({
      id: app.id,
      ...FIRST_RELEASE,
      version: '1.1',
      releasedAt: '2024-05-02',
    });

    await caller.admin.apps.restoreRevision({ id: app.id, revisionId: withFirst!.id });

    expect(await caller.admin.releases.list({ id: app.id })).toEqual([
      { id: expect.any(Number), ...FIRST_RELEASE, translations: [] },
    ]);
    const [restore] = await caller.admin.apps.revisions({ id: app.id });
    expect(restore!.summary).toEqual(['releases']);
  });

  it('leave the releases as they are when restoring a revision kept before releases were', async () => {
    const { caller } = asAdmin();
    const app = await caller.admin.apps.create(appFields());
    await caller.admin.releases.create({ id: app.id, ...FIRST_RELEASE });
    const [first] = await caller.admin.apps.revisions({ id: app.id }).then((all) => all.reverse());
    await orm()
      .em.getConnection()
      .execute("update content_revisions set content = content - 'releases' where id = ?", [
        first!.id,
      ]);

    await caller.admin.apps.restoreRevision({ id: app.id, revisionId: first!.id });

    expect(await caller.admin.releases.list({ id: app.id })).toEqual([
      expect.objectContaining({ version: '1.0' }),
    ]);
  });
});
