import { TRANSLATION_MESSAGES } from '@studio/schemas';
import {
  ADMIN,
  REGULAR_USER,
  appFields,
  callAs,
  failureOf,
  postFields,
  useTestDatabase,
} from '../testing/harness';

const orm = useTestDatabase();
const admin = () => callAs(orm(), ADMIN).caller.admin;

async function withGermanAndJapanese() {
  await admin().settings.saveLocales({ default: 'en', locales: ['en', 'de', 'ja'] });
}

describe("an app's translations", () => {
  it('are listed for every language of the site but the default, each with what it still lacks', async () => {
    await withGermanAndJapanese();
    const app = await admin().apps.create(appFields());
    await admin().apps.saveTranslation({
      id: app.id,
      locale: 'de',
      name: 'Sternenhüpfer',
      shortDescription: 'Ein Arcade-Spiel mit einem Daumen.',
    });

    const { default: fallback, translations } = await admin().apps.translations({ id: app.id });
    expect(fallback).toBe('en');
    expect(translations.map((translation) => translation.locale)).toEqual(['de', 'ja']);
    expect(translations[0]).toMatchObject({
      locale: 'de',
      fields: { name: 'Sternenhüpfer', shortDescription: 'Ein Arcade-Spiel mit einem Daumen.' },
      translated: ['name', 'shortDescription'],
      updatedAt: expect.any(String),
    });
    expect(translations[0]!.missing).toContain('description');
    expect(translations[1]).toMatchObject({ locale: 'ja', translated: [], updatedAt: null });
  });

  it('lack only the fields the app has a text in: an app without awards misses no translation of them', async () => {
    await withGermanAndJapanese();
    const app = await admin().apps.create({ ...appFields(), awards: [], launchMessage: null });
    const saved = await admin().apps.saveTranslation({
      id: app.id,
      locale: 'de',
      name: 'Sternenhüpfer',
    });

    expect(saved.missing).toContain('description');
    expect(saved.missing).not.toContain('name');
    expect(saved.missing).not.toContain('awards');
    expect(saved.missing).not.toContain('launchMessage');
  });

  it('are replaced as a whole by a save, and an empty field is no translation', async () => {
    await withGermanAndJapanese();
    const app = await admin().apps.create(appFields());
    await admin().apps.saveTranslation({ id: app.id, locale: 'de', name: 'Sternenhüpfer' });
    const saved = await admin().apps.saveTranslation({
      id: app.id,
      locale: 'de',
      description: 'Hüpfe von Planet zu Planet.',
      termsLink: '',
    });
    expect(saved.fields).toEqual({ description: 'Hüpfe von Planet zu Planet.' });
    expect(saved.translated).toEqual(['description']);
  });

  it('are checked as the app is: a name too short is refused, and nothing is saved', async () => {
    await withGermanAndJapanese();
    const app = await admin().apps.create(appFields());
    expect(
      await failureOf(admin().apps.saveTranslation({ id: app.id, locale: 'de', name: 'S' })),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await admin().apps.translations({ id: app.id })).translations[0]!.translated).toEqual(
      [],
    );
  });

  it("refuse a language the site lacks, and the site's default", async () => {
    await withGermanAndJapanese();
    const app = await admin().apps.create(appFields());
    for (const locale of ['fr', 'en'] as const) {
      const failure = await failureOf(
        admin().apps.saveTranslation({ id: app.id, locale, name: 'Star Hopper' }),
      );
      expect(failure).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });

  it('are removed one language at a time, and a second removal finds nothing', async () => {
    await withGermanAndJapanese();
    const app = await admin().apps.create(appFields());
    await admin().apps.saveTranslation({ id: app.id, locale: 'ja', name: 'スターホッパー' });
    expect(await admin().apps.deleteTranslation({ id: app.id, locale: 'ja' })).toEqual({
      locale: 'ja',
      deleted: true,
    });
    expect(await failureOf(admin().apps.deleteTranslation({ id: app.id, locale: 'ja' }))).toEqual({
      code: 'NOT_FOUND',
      message: TRANSLATION_MESSAGES.notTranslated,
    });
  });

  it('go with the app when it is deleted', async () => {
    await withGermanAndJapanese();
    const app = await admin().apps.create(appFields());
    await admin().apps.saveTranslation({ id: app.id, locale: 'de', name: 'Sternenhüpfer' });
    await admin().apps.delete({ id: app.id });
    expect(await failureOf(admin().apps.translations({ id: app.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const rows = await orm().em.fork().execute('select * from app_translations');
    expect(rows).toEqual([]);
  });

  it("are summed up for the admin's list in one call: every app, each language, what it lacks, and no texts", async () => {
    await withGermanAndJapanese();
    const translated = await admin().apps.create(appFields());
    const untranslated = await admin().apps.create({
      ...appFields(),
      name: 'Focus Timer',
      slug: 'focus-timer',
    });
    await admin().apps.saveTranslation({ id: translated.id, locale: 'ja', name: '星の旅人' });

    const states = await admin().apps.translationStates();
    const ofTranslated = states.find(({ id }) => id === translated.id)!;
    expect(ofTranslated.translations.map(({ locale, translated }) => [locale, translated])).toEqual(
      [
        ['de', []],
        ['ja', ['name']],
      ],
    );
    expect(ofTranslated.translations[1]!.missing).toContain('description');
    expect(ofTranslated.translations[1]).not.toHaveProperty('fields');
    const ofUntranslated = states.find(({ id }) => id === untranslated.id)!;
    expect(ofUntranslated.translations.map(({ updatedAt }) => updatedAt)).toEqual([null, null]);
  });

  it('are for admins only', async () => {
    await withGermanAndJapanese();
    const app = await admin().apps.create(appFields());
    expect(
      await failureOf(
        callAs(orm(), REGULAR_USER).caller.admin.apps.saveTranslation({
          id: app.id,
          locale: 'de',
          name: 'Sternenhüpfer',
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe("a post's translations", () => {
  it('keep whether the post is published in that language', async () => {
    await withGermanAndJapanese();
    const post = await admin().blog.create(postFields());
    const saved = await admin().blog.saveTranslation({
      id: post.id,
      locale: 'de',
      title: 'Hinter den Kulissen',
      published: true,
    });
    expect(saved).toMatchObject({ locale: 'de', published: true, translated: ['title'] });
    const { translations } = await admin().blog.translations({ id: post.id });
    expect(translations.map(({ locale, published }) => [locale, published])).toEqual([
      ['de', true],
      ['ja', false],
    ]);
  });

  it("are summed up for the admin's list with whether each language's translation is published", async () => {
    await withGermanAndJapanese();
    const post = await admin().blog.create(postFields());
    await admin().blog.saveTranslation({
      id: post.id,
      locale: 'de',
      title: 'Hallo',
      published: true,
    });

    const [state] = (await admin().blog.translationStates()).filter(({ id }) => id === post.id);
    expect(state!.translations).toMatchObject([
      { locale: 'de', published: true, translated: ['title'] },
      { locale: 'ja', published: false, translated: [] },
    ]);
  });

  it('are refused for a post that does not exist', async () => {
    await withGermanAndJapanese();
    expect(
      await failureOf(admin().blog.saveTranslation({ id: 999, locale: 'de', title: 'Hallo Welt' })),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });
});
