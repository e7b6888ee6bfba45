import { TRANSLATION_MESSAGES } from '@studio/schemas';
import { ADMIN, REGULAR_USER, callAs, failureOf, useTestDatabase } from '../testing/harness';
import type { RouterContext } from '../trpc';

const orm = useTestDatabase();
const admin = () => callAs(orm(), ADMIN).caller.admin;
const visitor = () => callAs(orm(), null).caller;

const FACTS = {
  name: 'Pixelwave',
  founded: '2016',
  basedIn: 'Lisbon, Portugal',
  size: '8 people',
  contact: 'press@pixelwave.example',
};

async function withGermanAndJapanese() {
  await admin().settings.saveLocales({ default: 'en', locales: ['en', 'de', 'ja'] });
  await admin().settings.savePressFacts(FACTS);
}

describe("the studio's press facts in the site's languages", () => {
  it("show a language's translated facts in place of the default's, and say so in Content-Language", async () => {
    await withGermanAndJapanese();
    await admin().settings.savePressFactsTranslation({
      locale: 'de',
      basedIn: 'Lissabon, Portugal',
      size: '8 Personen',
    });

    const call = callAs(orm(), null);
    const answer: NonNullable<RouterContext['answer']> = {};
    Object.assign(call.ctx, { answer });
    expect(await call.caller.site.pressFacts({ locale: 'de' })).toEqual({
      ...FACTS,
      basedIn: 'Lissabon, Portugal',
      size: '8 Personen',
    });
    expect(answer.contentLanguage).toBe('de');
    expect(await visitor().site.pressFacts()).toEqual(FACTS);
  });

  it("show the default's text for a fact left blank in the translation", async () => {
    await withGermanAndJapanese();
    const saved = await admin().settings.savePressFactsTranslation({
      locale: 'de',
      name: '',
      basedIn: 'Lissabon, Portugal',
    });

    expect(saved.fields).toEqual({ basedIn: 'Lissabon, Portugal' });
    expect((await visitor().site.pressFacts({ locale: 'de' })).name).toBe('Pixelwave');
  });

  it('are listed for every language of the site but the default, each with the facts it still lacks', async () => {
    await withGermanAndJapanese();
    await admin().settings.savePressFactsTranslation({ locale: 'de', size: '8 Personen' });

    expect(await admin().settings.pressFactsTranslations()).toEqual({
      default: 'en',
      translations: [
        {
          locale: 'de',
          fields: { size: '8 Personen' },
          translated: ['size'],
          missing: ['name', 'founded', 'basedIn'],
          updatedAt: expect.any(String),
        },
        {
          locale: 'ja',
          fields: {},
          translated: [],
          missing: ['name', 'founded', 'basedIn', 'size'],
          updatedAt: null,
        },
      ],
    });
  });

  it('keep one press contact for every language: a translation has no contact', async () => {
    await withGermanAndJapanese();
    const withContact = { locale: 'de' as const, contact: 'presse@pixelwave.example' };
    await admin().settings.savePressFactsTranslation(withContact);

    expect((await visitor().site.pressFacts({ locale: 'de' })).contact).toBe(FACTS.contact);
  });

  it('are refused in a language the site lacks, and in its default', async () => {
    await withGermanAndJapanese();
    for (const locale of ['fr', 'en'] as const) {
      expect(
        await failureOf(admin().settings.savePressFactsTranslation({ locale, size: '8 people' })),
      ).toEqual({ code: 'BAD_REQUEST', message: expect.any(String) });
    }
  });

  it('are removed one language at a time, and a second removal finds nothing', async () => {
    await withGermanAndJapanese();
    await admin().settings.savePressFactsTranslation({ locale: 'ja', size: '8人' });

    expect(await admin().settings.deletePressFactsTranslation({ locale: 'ja' })).toEqual({
      locale: 'ja',
      deleted: true,
    });
    expect((await visitor().site.pressFacts({ locale: 'ja' })).size).toBe(FACTS.size);
    expect(await failureOf(admin().settings.deletePressFactsTranslation({ locale: 'ja' }))).toEqual(
      { code: 'NOT_FOUND', message: TRANSLATION_MESSAGES.notTranslated },
    );
  });

  it('are translated by the admin only', async () => {
    await withGermanAndJapanese();
    expect(
      await failureOf(
        callAs(orm(), REGULAR_USER).caller.admin.settings.savePressFactsTranslation({
          locale: 'de',
          size: '8 Personen',
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
