import { SITE_ORIGIN, appFields, failureOf, useCallers } from '../testing/harness';
import { storedImage } from '../testing/storedImage';

const { orm, asAdmin, asVisitor } = useCallers();
const admin = () => asAdmin().caller.admin;
const visitor = () => asVisitor().caller;

async function appWithGermanScreenshots() {
  await admin().settings.saveLocales({ default: 'en', locales: ['en', 'de'] });
  const english = await storedImage(orm(), 'shot-en.png', 1080, 1920);
  const german = [
    await storedImage(orm(), 'bild-1.png', 1242, 2208),
    await storedImage(orm(), 'bild-2.png', 1242, 2208),
  ];
  const app = await admin().apps.create(appFields({ slug: 'hopper', screenshots: [english] }));
  const saved = await admin().apps.saveTranslation({
    id: app.id,
    locale: 'de',
    name: 'Sternenhüpfer',
    screenshots: german,
  });
  return { app, english, german, saved };
}

describe("an app's own screenshots in another language", () => {
  it('are saved with its translation, and one without them lacks nothing', async () => {
    const { app, saved } = await appWithGermanScreenshots();
    expect(saved.translated).toContain('screenshots');
    const { translations } = await admin().apps.translations({ id: app.id });
    expect(translations[0]!.fields.screenshots).toEqual(saved.fields.screenshots);
    const textsOnly = await admin().apps.create(appFields({ slug: 'texts-only' }));
    const untranslated = await admin().apps.saveTranslation({
      id: textsOnly.id,
      locale: 'de',
      name: 'Nur Texte',
    });
    expect(untranslated.missing).not.toContain('screenshots');
  });

  it("show on the language's app page with their own sizes, the default language keeping its own", async () => {
    const { english, german } = await appWithGermanScreenshots();
    const shown = await visitor().apps.byParam({ param: 'hopper', locale: 'de' });
    expect(shown.screenshots).toEqual(german);
    expect(shown.images[german[0]!]).toMatchObject({ width: 1242, height: 2208 });
    expect(shown.images[english]).toBeUndefined();
    const own = await visitor().apps.byParam({ param: 'hopper' });
    expect(own.screenshots).toEqual([english]);
    expect(own.images[english]).toMatchObject({ width: 1080, height: 1920 });
  });

  it("show in the language's list with their own sizes", async () => {
    const { german } = await appWithGermanScreenshots();
    const [listed] = await visitor().apps.list({ locale: 'de' });
    expect(listed!.screenshots).toEqual(german);
    expect(listed!.images[german[1]!]).toMatchObject({ width: 1242, height: 2208 });
  });

  it('show in a preview in that language', async () => {
    const { app, german } = await appWithGermanScreenshots();
    const { url } = await admin().apps.previewLink({ id: app.id, locale: 'de' });
    const token = url.slice(`${SITE_ORIGIN}/de/preview/`.length);
    const preview = await visitor().preview.byToken({ token, locale: 'de' });
    expect(preview).toMatchObject({ kind: 'app', app: { screenshots: german } });
    expect(preview.kind === 'app' && preview.app.images[german[0]!]).toMatchObject({
      width: 1242,
    });
  });

  it("are no translation when none are given: the language shows the default's again", async () => {
    const { app, english } = await appWithGermanScreenshots();
    const saved = await admin().apps.saveTranslation({
      id: app.id,
      locale: 'de',
      name: 'Sternenhüpfer',
      screenshots: [],
    });
    expect(saved.translated).not.toContain('screenshots');
    expect((await visitor().apps.byParam({ param: 'hopper', locale: 'de' })).screenshots).toEqual([
      english,
    ]);
  });

  it("are checked as the app's: more than 10 are refused, and the translation stays as it was", async () => {
    const { app, german } = await appWithGermanScreenshots();
    const failure = await failureOf(
      admin().apps.saveTranslation({
        id: app.id,
        locale: 'de',
        screenshots: Array.from({ length: 11 }, () => german[0]!),
      }),
    );
    expect(failure).toMatchObject({ code: 'BAD_REQUEST' });
    const { translations } = await admin().apps.translations({ id: app.id });
    expect(translations[0]!.fields).toMatchObject({ name: 'Sternenhüpfer', screenshots: german });
  });
});
