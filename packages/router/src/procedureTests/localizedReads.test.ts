import {
  ADMIN,
  appFields,
  callAs,
  failureOf,
  postFields,
  useTestDatabase,
} from '../testing/harness';

const orm = useTestDatabase();
const admin = () => callAs(orm(), ADMIN).caller.admin;
const visitor = () => callAs(orm(), null).caller;

beforeEach(async () => {
  await admin().settings.saveLocales({ default: 'en', locales: ['en', 'de'] });
});

describe("an app's store links in another language", () => {
  const links = {
    appStoreLink: 'https://apps.apple.com/us/app/star-hopper/id123',
    playStoreLink: 'https://play.google.com/store/apps/details?id=com.studio.hopper',
  };

  it("open the App Store in the language's storefront and Google Play in the language", async () => {
    await admin().apps.create(appFields({ slug: 'hopper', ...links }));
    const expected = {
      appStoreLink: 'https://apps.apple.com/de/app/star-hopper/id123',
      playStoreLink: 'https://play.google.com/store/apps/details?id=com.studio.hopper&hl=de',
    };
    expect(await visitor().apps.byParam({ param: 'hopper', locale: 'de' })).toMatchObject(expected);
    expect((await visitor().apps.list({ locale: 'de' }))[0]).toMatchObject(expected);
  });

  it('open the storefront the admin chose for the language', async () => {
    await admin().settings.saveLocales({
      default: 'en',
      locales: ['en', 'de'],
      storefronts: { de: 'at' },
    });
    await admin().apps.create(appFields({ slug: 'hopper', ...links }));
    expect(await visitor().apps.byParam({ param: 'hopper', locale: 'de' })).toMatchObject({
      appStoreLink: 'https://apps.apple.com/at/app/star-hopper/id123',
    });
  });

  it('stay as saved in the default language', async () => {
    await admin().apps.create(appFields({ slug: 'hopper', ...links }));
    expect(await visitor().apps.byParam({ param: 'hopper' })).toMatchObject(links);
    expect(await visitor().apps.byParam({ param: 'hopper', locale: 'en' })).toMatchObject(links);
  });
});

describe('the public lists in another language', () => {
  it("show each app's translated texts, and the default language's where it has none", async () => {
    const hopper = await admin().apps.create(appFields({ name: 'Star Hopper', slug: 'hopper' }));
    await admin().apps.create(appFields({ name: 'Moon Miner', slug: 'miner' }));
    await admin().apps.saveTranslation({
      id: hopper.id,
      locale: 'de',
      name: 'Sternenhüpfer',
      shortDescription: 'Ein Arcade-Spiel mit einem Daumen.',
    });

    const listed = await visitor().apps.list({ locale: 'de' });
    expect(listed.map((app) => app.name).sort()).toEqual(['Moon Miner', 'Sternenhüpfer']);
    const cards = await visitor().apps.cards({ locale: 'de' });
    expect(cards.find((card) => card.slug === 'hopper')).toMatchObject({
      name: 'Sternenhüpfer',
      shortDescription: 'Ein Arcade-Spiel mit einem Daumen.',
    });
    expect((await visitor().apps.list()).map((app) => app.name).sort()).toEqual([
      'Moon Miner',
      'Star Hopper',
    ]);
  });

  it('hold only the posts whose translation there is published, with their translated titles', async () => {
    const [translated, draft, untranslated] = await Promise.all(
      ['translated', 'draft', 'untranslated'].map((slug) =>
        admin().blog.create(postFields({ title: `Post ${slug}`, slug, published: true })),
      ),
    );
    await admin().blog.saveTranslation({
      id: translated!.id,
      locale: 'de',
      title: 'Übersetzter Beitrag',
      published: true,
    });
    await admin().blog.saveTranslation({
      id: draft!.id,
      locale: 'de',
      title: 'Entwurf',
      published: false,
    });

    const listed = await visitor().blog.list({ locale: 'de' });
    expect(listed.map((post) => post.title)).toEqual(['Übersetzter Beitrag']);
    const cards = await visitor().blog.cards({ locale: 'de', limit: 1 });
    expect(cards.map((card) => card.slug)).toEqual(['translated']);
    expect((await visitor().blog.list()).map((post) => post.slug).sort()).toEqual(
      [translated!.slug, draft!.slug, untranslated!.slug].sort(),
    );
  });

  it('name the languages each public post can be read in: the default, then those it is published in', async () => {
    const [translated, draft, hidden] = await Promise.all(
      ['translated', 'draft', 'hidden'].map((slug) =>
        admin().blog.create(postFields({ slug, published: slug !== 'hidden' })),
      ),
    );
    for (const post of [translated!, hidden!]) {
      await admin().blog.saveTranslation({
        id: post.id,
        locale: 'de',
        title: 'Titel',
        published: true,
      });
    }
    await admin().blog.saveTranslation({
      id: draft!.id,
      locale: 'de',
      title: 'Titel',
      published: false,
    });

    expect(await visitor().blog.languages()).toEqual({ translated: ['en', 'de'], draft: ['en'] });
  });

  it('are refused in a language the site lacks', async () => {
    expect(await failureOf(visitor().apps.list({ locale: 'fr' }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe("an app's documents in another language", () => {
  it('show the translated text and name, and the default text where there is none', async () => {
    const app = await admin().apps.create(
      appFields({ name: 'Star Hopper', slug: 'hopper', privacyLink: 'We keep nothing.' }),
    );
    await admin().apps.saveTranslation({
      id: app.id,
      locale: 'de',
      name: 'Sternenhüpfer',
      privacyLink: 'Wir speichern nichts.',
    });

    expect(await visitor().apps.privacy({ slug: 'hopper', locale: 'de' })).toEqual({
      appName: 'Sternenhüpfer',
      privacy: 'Wir speichern nichts.',
      dataCollected: null,
    });
    expect(await visitor().apps.terms({ slug: 'hopper', locale: 'de' })).toMatchObject({
      appName: 'Sternenhüpfer',
      terms: appFields().termsLink ?? null,
    });
  });
});
