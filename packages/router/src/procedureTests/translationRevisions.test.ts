import { REVISIONS_KEPT } from '@studio/schemas';
import {
  ADMIN,
  aMomentLater,
  appFields,
  callAs,
  failureOf,
  postFields,
  REGULAR_USER,
  useTestDatabase,
} from '../testing/harness';

const orm = useTestDatabase();
const admin = () => callAs(orm(), ADMIN).caller.admin;

beforeEach(async () => {
  await admin().settings.saveLocales({ default: 'en', locales: ['en', 'de', 'ja'] });
});

/** A post translated into German twice: first `first`, then a new title. */
async function postTranslatedTwice() {
  const post = await admin().blog.create(postFields());
  await admin().blog.saveTranslation({
    id: post.id,
    locale: 'de',
    title: 'Hinter den Kulissen',
    excerpt: 'Wie die Galaxie entstand',
    published: true,
  });
  await aMomentLater();
  await admin().blog.saveTranslation({
    id: post.id,
    locale: 'de',
    title: 'Aus Versehen überschrieben',
    excerpt: 'Wie die Galaxie entstand',
    published: true,
  });
  return post;
}

const oldestOf = async (id: number, locale: 'de' | 'ja' = 'de') =>
  (await admin().blog.translationRevisions({ id, locale })).at(-1)!;

describe("a post translation's revisions", () => {
  it('keeps one per save of that language, newest first, naming who saved and which fields changed', async () => {
    const post = await postTranslatedTwice();
    const revisions = await admin().blog.translationRevisions({ id: post.id, locale: 'de' });
    expect(revisions.map(({ author, summary }) => ({ author, summary }))).toEqual([
      { author: 'owner', summary: ['title'] },
      { author: 'owner', summary: ['title', 'excerpt', 'published', 'publishAt'] },
    ]);
  });

  it("keeps each language's history apart, and the post's own revisions free of them", async () => {
    const post = await postTranslatedTwice();
    await admin().blog.saveTranslation({ id: post.id, locale: 'ja', title: '舞台裏の物語' });
    expect(await admin().blog.translationRevisions({ id: post.id, locale: 'ja' })).toHaveLength(1);
    expect(await admin().blog.translationRevisions({ id: post.id, locale: 'de' })).toHaveLength(2);
    expect(await admin().blog.revisions({ id: post.id })).toHaveLength(1);
  });

  it('shows the content of a revision: the translated fields and its publishing in that language', async () => {
    const post = await postTranslatedTwice();
    const oldest = await oldestOf(post.id);
    const revision = await admin().blog.translationRevision({
      id: post.id,
      locale: 'de',
      revisionId: oldest.id,
    });
    expect(revision.content).toEqual({
      title: 'Hinter den Kulissen',
      excerpt: 'Wie die Galaxie entstand',
      published: true,
      publishAt: null,
    });
  });

  it('restores a revision through the save: the translation takes it again, and that is a revision too', async () => {
    const post = await postTranslatedTwice();
    const oldest = await oldestOf(post.id);
    const restored = await admin().blog.restoreTranslationRevision({
      id: post.id,
      locale: 'de',
      revisionId: oldest.id,
    });
    expect(restored.fields.title).toBe('Hinter den Kulissen');
    const [german] = (await admin().blog.translations({ id: post.id })).translations;
    expect(german!.fields.title).toBe('Hinter den Kulissen');
    const revisions = await admin().blog.translationRevisions({ id: post.id, locale: 'de' });
    expect(revisions).toHaveLength(3);
    expect(revisions[0]!.summary).toEqual(['title']);
  });

  it('brings back a removed translation', async () => {
    const post = await postTranslatedTwice();
    await admin().blog.deleteTranslation({ id: post.id, locale: 'de' });
    const [newest] = await admin().blog.translationRevisions({ id: post.id, locale: 'de' });
    await admin().blog.restoreTranslationRevision({
      id: post.id,
      locale: 'de',
      revisionId: newest!.id,
    });
    const [german] = (await admin().blog.translations({ id: post.id })).translations;
    expect(german).toMatchObject({
      published: true,
      fields: { title: 'Aus Versehen überschrieben' },
    });
  });

  it('names a field the save stopped translating among the changed ones', async () => {
    const post = await postTranslatedTwice();
    await admin().blog.saveTranslation({ id: post.id, locale: 'de', title: 'Nur der Titel' });
    const [newest] = await admin().blog.translationRevisions({ id: post.id, locale: 'de' });
    expect(newest!.summary).toEqual(['title', 'published', 'excerpt']);
  });

  it('keeps the schedule of a translation in UTC', async () => {
    const post = await admin().blog.create(postFields());
    await admin().blog.saveTranslation({
      id: post.id,
      locale: 'de',
      title: 'Bald erscheint',
      published: true,
      publishAt: '2099-06-01T09:30:00+02:00',
    });
    const [only] = await admin().blog.translationRevisions({ id: post.id, locale: 'de' });
    const revision = await admin().blog.translationRevision({
      id: post.id,
      locale: 'de',
      revisionId: only!.id,
    });
    expect(revision.content.publishAt).toBe('2099-06-01T07:30:00.000Z');
  });

  it(`keeps the newest ${REVISIONS_KEPT} of a language, whatever the other languages keep`, async () => {
    const post = await admin().blog.create(postFields());
    for (let save = 0; save <= REVISIONS_KEPT; save += 1) {
      await admin().blog.saveTranslation({ id: post.id, locale: 'de', title: `Fassung ${save}` });
    }
    await admin().blog.saveTranslation({ id: post.id, locale: 'ja', title: '舞台裏の物語' });
    const german = await admin().blog.translationRevisions({ id: post.id, locale: 'de' });
    expect(german).toHaveLength(REVISIONS_KEPT);
    expect(await admin().blog.translationRevisions({ id: post.id, locale: 'ja' })).toHaveLength(1);
    expect(await admin().blog.revisions({ id: post.id })).toHaveLength(1);
  });

  it('answers 404 for a revision of another language or another post, and restores nothing', async () => {
    const post = await postTranslatedTwice();
    const oldest = await oldestOf(post.id);
    const other = await admin().blog.create(postFields({ slug: 'another-post' }));
    for (const asked of [
      { id: post.id, locale: 'ja' as const, revisionId: oldest.id },
      { id: other.id, locale: 'de' as const, revisionId: oldest.id },
    ]) {
      expect(await failureOf(admin().blog.restoreTranslationRevision(asked))).toEqual({
        code: 'NOT_FOUND',
        message: 'Revision not found',
      });
    }
    const [german] = (await admin().blog.translations({ id: post.id })).translations;
    expect(german!.fields.title).toBe('Aus Versehen überschrieben');
  });

  it('answers 400 for a language the site lacks, and 404 for a post that does not exist', async () => {
    const post = await postTranslatedTwice();
    expect(
      await failureOf(admin().blog.translationRevisions({ id: post.id, locale: 'fr' })),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      await failureOf(admin().blog.translationRevisions({ id: 999_999, locale: 'de' })),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is for admins only', async () => {
    const post = await postTranslatedTwice();
    const regular = callAs(orm(), REGULAR_USER).caller.admin;
    expect(
      await failureOf(regular.blog.translationRevisions({ id: post.id, locale: 'de' })),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe("an app translation's revisions", () => {
  it('keeps one per save of that language, and restores one', async () => {
    const app = await admin().apps.create(appFields());
    await admin().apps.saveTranslation({ id: app.id, locale: 'de', name: 'Weltraum-Bergbau' });
    await aMomentLater();
    await admin().apps.saveTranslation({
      id: app.id,
      locale: 'de',
      name: 'Aus Versehen',
      shortDescription: 'Baue Asteroiden ab',
    });
    const revisions = await admin().apps.translationRevisions({ id: app.id, locale: 'de' });
    expect(revisions.map(({ summary }) => summary)).toEqual([
      ['name', 'shortDescription'],
      ['name'],
    ]);
    const restored = await admin().apps.restoreTranslationRevision({
      id: app.id,
      locale: 'de',
      revisionId: revisions.at(-1)!.id,
    });
    expect(restored.fields).toEqual({ name: 'Weltraum-Bergbau' });
  });
});
