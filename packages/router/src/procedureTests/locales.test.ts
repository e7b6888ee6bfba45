import { LOCALES_MESSAGES, STOREFRONT_MESSAGES } from '@studio/schemas';
import { ADMIN, REGULAR_USER, callAs, failureOf, useTestDatabase } from '../testing/harness';

const orm = useTestDatabase();
const visitor = () => callAs(orm(), null).caller.site;
const asAdmin = () => callAs(orm(), ADMIN).caller.admin.settings;

describe("the site's languages", () => {
  it('are English alone until the admin chooses', async () => {
    expect(await visitor().locales()).toEqual({
      default: 'en',
      locales: [{ code: 'en', name: 'English' }],
    });
  });

  it('are what the admin sets, named in themselves, the default first', async () => {
    const saved = await asAdmin().saveLocales({ default: 'en', locales: ['de', 'en', 'ja'] });
    const expected = {
      default: 'en',
      locales: [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'Deutsch' },
        { code: 'ja', name: '日本語' },
      ],
    };
    expect(saved).toEqual(expected);
    expect(await visitor().locales()).toEqual(expected);
  });

  it('refuse a default that is not among them, and keep the languages they had', async () => {
    await asAdmin().saveLocales({ default: 'en', locales: ['en', 'de'] });
    const failure = await failureOf(asAdmin().saveLocales({ default: 'ja', locales: ['en'] }));
    expect(failure).toMatchObject({ code: 'BAD_REQUEST' });
    expect(failure.message).toContain(LOCALES_MESSAGES.defaultMissing);
    expect((await visitor().locales()).locales.map((locale) => locale.code)).toEqual(['en', 'de']);
  });

  it('are set by admins only', async () => {
    expect(
      await failureOf(
        callAs(orm(), REGULAR_USER).caller.admin.settings.saveLocales({
          default: 'en',
          locales: ['en', 'de'],
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await failureOf(
        callAs(orm(), null).caller.admin.settings.saveLocales({ default: 'en', locales: ['en'] }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe("the App Store storefronts of the site's languages", () => {
  it('are shown to the admin for each other language without a country: its default until chosen', async () => {
    await asAdmin().saveLocales({ default: 'en', locales: ['en', 'de', 'pt-BR'] });
    expect(await asAdmin().locales()).toEqual({
      default: 'en',
      locales: ['en', 'de', 'pt-BR'],
      storefronts: { de: 'de' },
    });
  });

  it("are the admin's choice once saved, and the public languages stay as they were", async () => {
    await asAdmin().saveLocales({
      default: 'en',
      locales: ['en', 'de'],
      storefronts: { de: 'AT' },
    });
    expect((await asAdmin().locales()).storefronts).toEqual({ de: 'at' });
    expect(await visitor().locales()).toEqual({
      default: 'en',
      locales: [
        { code: 'en', name: 'English' },
        { code: 'de', name: 'Deutsch' },
      ],
    });
  });

  it('refuse one for a language the site lacks, saving nothing', async () => {
    await asAdmin().saveLocales({ default: 'en', locales: ['en', 'de'] });
    const failure = await failureOf(
      asAdmin().saveLocales({ default: 'en', locales: ['en'], storefronts: { de: 'at' } }),
    );
    expect(failure).toMatchObject({ code: 'BAD_REQUEST' });
    expect(failure.message).toContain(STOREFRONT_MESSAGES.notASiteLocale);
    expect((await asAdmin().locales()).locales).toEqual(['en', 'de']);
  });

  it('are read by admins only', async () => {
    expect(
      await failureOf(callAs(orm(), REGULAR_USER).caller.admin.settings.locales()),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
